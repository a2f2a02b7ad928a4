export * from './requests.ts';
export * from './reviews.ts';
export * from './photos.ts';
