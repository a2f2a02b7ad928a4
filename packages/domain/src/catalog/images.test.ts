import { describe, expect, it } from 'vitest';
import { imageUrl, isSoldOutThumbnail, parseImageFileName, thumbnailUrl } from './images.ts';

const base = 'https://img.example.com';

describe('imageUrl (spec 3)', () => {
  it('joins base, images path, id, suffix and .PNG', () => {
    expect(imageUrl({ base, imageId: 'beef-01' })).toBe('https://img.example.com/images/beef-01.PNG');
    expect(imageUrl({ base, imageId: 'beef_01', suffix: 'SO' })).toBe('https://img.example.com/images/beef_01.SO.PNG');
    expect(imageUrl({ base, imagesPath: '/pics/', imageId: 'A1' })).toBe('https://img.example.com/pics/A1.PNG');
  });

  it('normalises slashes between base and path', () => {
    expect(imageUrl({ base: `${base}/`, imagesPath: 'images', imageId: 'x' })).toBe('https://img.example.com/images/x.PNG');
    expect(imageUrl({ base: '', imageId: 'x' })).toBe('/images/x.PNG');
  });

  it('uses the placeholder for a missing or unsafe id or suffix', () => {
    const placeholder = 'https://img.example.com/images/placeholder.PNG';
    expect(imageUrl({ base, imageId: null })).toBe(placeholder);
    expect(imageUrl({ base, imageId: undefined })).toBe(placeholder);
    expect(imageUrl({ base, imageId: '' })).toBe(placeholder);
    expect(imageUrl({ base, imageId: '../secret' })).toBe(placeholder);
    expect(imageUrl({ base, imageId: 'a b' })).toBe(placeholder);
    expect(imageUrl({ base, imageId: 'abc', suffix: 'S/O' })).toBe(placeholder);
  });

  it('marks sold-out thumbnails with SO', () => {
    expect(thumbnailUrl({ base, imageId: 'abc', soldOut: true })).toBe('https://img.example.com/images/abc.SO.PNG');
    expect(thumbnailUrl({ base, imageId: 'abc', soldOut: false })).toBe('https://img.example.com/images/abc.PNG');
    expect(thumbnailUrl({ base, imageId: null, soldOut: true })).toBe('https://img.example.com/images/placeholder.PNG');
  });
});

describe('parseImageFileName', () => {
  it('reads id and suffix', () => {
    expect(parseImageFileName('abc.SO.PNG')).toEqual({ imageId: 'abc', suffix: 'SO' });
    expect(parseImageFileName('abc.PNG')).toEqual({ imageId: 'abc', suffix: null });
    expect(parseImageFileName('A-b_9.png')).toEqual({ imageId: 'A-b_9', suffix: null });
  });

  it.each(['abc', 'abc.JPG', '.PNG', 'a.b.c.PNG', 'a b.PNG', '../x.PNG', 'x.SO.PNG.exe', ''])('rejects %j', (name) => {
    expect(parseImageFileName(name)).toBeNull();
  });

  it('tells sold-out thumbnails from URLs', () => {
    expect(isSoldOutThumbnail('https://img.example.com/images/abc.SO.PNG')).toBe(true);
    expect(isSoldOutThumbnail('https://img.example.com/images/abc.PNG')).toBe(false);
    expect(isSoldOutThumbnail('https://img.example.com/SO/abc.PNG')).toBe(false);
  });
});
