import { describe, expect, it } from 'vitest';
import { channelFor, detectDevice, isWeChat } from './device.ts';

describe('device', () => {
  it('classes phones, tablets and WeChat as mobile, the rest as pc', () => {
    expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(detectDevice('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('mobile');
    expect(detectDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120 Safari/537.36')).toBe('pc');
    expect(detectDevice(undefined)).toBe('pc');
  });

  it('knows the WeChat browser and the channel of each device', () => {
    expect(isWeChat('Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.40')).toBe(true);
    expect(isWeChat('Mozilla/5.0 (iPhone) Safari')).toBe(false);
    expect(channelFor('mobile')).toBe('wechat');
    expect(channelFor('pc')).toBe('website');
  });
});
