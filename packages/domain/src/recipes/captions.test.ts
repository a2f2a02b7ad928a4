import { describe, expect, it } from 'vitest';
import { firstSentence, recipeCaptionsVtt } from './captions.ts';

describe('recipe clip captions', () => {
  it('times the title over the clip and three steps in thirds after half a second, like the burnt-in English', () => {
    const vtt = recipeCaptionsVtt({ name: '香煎肉眼牛排', steps: ['牛排提前回温。撒盐。', '大火煎两分钟！', '加入黄油<蒜>。', '第四步不在片中。'] });
    expect(vtt).toBe([
      'WEBVTT', '',
      'title', '00:00:00.000 --> 00:00:08.000 line:0 align:center', '香煎肉眼牛排', '',
      'step-1', '00:00:00.500 --> 00:00:03.000 align:center', '1. 牛排提前回温', '',
      'step-2', '00:00:03.000 --> 00:00:05.500 align:center', '2. 大火煎两分钟', '',
      'step-3', '00:00:05.500 --> 00:00:08.000 align:center', '3. 加入黄油&lt;蒜>', '',
    ].join('\n'));
  });
  it('takes the first sentence in either language', () => {
    expect(firstSentence('Pat the steak dry. Season well.')).toBe('Pat the steak dry');
    expect(firstSentence('Rest 5 min')).toBe('Rest 5 min');
    expect(firstSentence('Heat to 3.5 bar. Then')).toBe('Heat to 3.5 bar');
  });
  it('never lets a step end a cue early', () => expect(recipeCaptionsVtt({ name: 'a --> b', steps: [] })).not.toContain('a --> b'));
});
