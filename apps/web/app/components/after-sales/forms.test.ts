import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@eshop/domain/after-sales';
import { formErrorsFrom, idOf, pageOf, pickPhotos, requestFilterOf, transactionIdOf } from './forms.ts';

describe('URL parameters', () => {
  it('reads ids as positive 32-bit integers only', () => {
    expect(idOf('17')).toBe(17);
    expect(idOf('2147483647')).toBe(2_147_483_647);
    for (const bad of [null, '', '0', '-1', '1.5', '2147483648', '12345678901', '1e3', ' 7']) expect(idOf(bad)).toBeNull();
  });
  it('reads an order\'s transactionId', () => {
    expect(transactionIdOf('WO261124100007')).toBe('WO261124100007');
    for (const bad of [null, 'wo261124100007', 'WO12', 'WO261124100007&x=1', '../WO261124100007']) expect(transactionIdOf(bad)).toBeNull();
  });
  it('pages from 1 to 10,000', () => {
    expect(pageOf(null)).toBe(1);
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(pageOf('99999')).toBe(10_000);
  });
  it('filters requests open unless all is asked for', () => {
    expect(requestFilterOf(null)).toBe('open');
    expect(requestFilterOf('all')).toBe('all');
    expect(requestFilterOf('closed')).toBe('open');
  });
});

describe('formErrorsFrom: each refusal beside its field', () => {
  it('keeps every field of an INVALID_FIELD answer', () => {
    expect(formErrorsFrom('Please input the subject.', { code: 'INVALID_FIELD', field: 'cr.subject', fields: { 'cr.subject': 'Please input the subject.', 'cr.description': 'Please input the description.' } }))
      .toEqual({ 'cr.subject': 'Please input the subject.', 'cr.description': 'Please input the description.' });
  });
  it('puts photo refusals beside the photos and order refusals beside the order', () => {
    expect(formErrorsFrom('Photo 1 is not a JPEG, PNG or WebP picture.', { code: 'PHOTO_NOT_IMAGE' })).toEqual({ photos: 'Photo 1 is not a JPEG, PNG or WebP picture.' });
    expect(formErrorsFrom('too big', { code: 'PHOTO_TOO_BIG' })).toEqual({ photos: 'too big' });
    expect(formErrorsFrom('choose the order', { code: 'REQUEST_ORDER_REQUIRED' })).toEqual({ 'cr.referenceId': 'choose the order' });
    expect(formErrorsFrom('rating', { code: 'RATING_INVALID' })).toEqual({ 'rv.rating': 'rating' });
  });
  it('says the rest above the form', () => {
    expect(formErrorsFrom('You have already reviewed this item for this order.', { code: 'REVIEW_EXISTS' })).toEqual({ '': 'You have already reviewed this item for this order.' });
    expect(formErrorsFrom('Response Error: 502', {})).toEqual({ '': 'Response Error: 502' });
  });
});

describe('pickPhotos', () => {
  const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });
  it('takes pictures up to 9 in all', () => {
    const { accepted, problem } = pickPhotos(7, [file('a.jpg'), file('b.png', 10, 'image/png'), file('c.webp', 10, 'image/webp')]);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
    expect(problem).toEqual({ kind: 'tooMany' });
  });
  it('refuses a file over 5 MB and one that says it is not a picture, keeping the others', () => {
    const { accepted, problem } = pickPhotos(0, [file('big.jpg', MAX_PHOTO_BYTES + 1), file('notes.pdf', 10, 'application/pdf'), file('ok.jpg', MAX_PHOTO_BYTES)]);
    expect(accepted.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(problem).toEqual({ kind: 'tooBig', name: 'big.jpg' });
    expect(pickPhotos(0, [file('icon.svg', 10, 'image/svg+xml')]).problem).toEqual({ kind: 'notImage', name: 'icon.svg' });
  });
  it('leaves a file of no declared type to the server, which decodes it', () => {
    expect(pickPhotos(0, [file('photo', 10, '')]).accepted).toHaveLength(1);
  });
});
