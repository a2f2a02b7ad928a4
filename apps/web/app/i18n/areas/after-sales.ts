// Registers the after-sales texts (requests, reviews, photos) of both languages; imported
// for its effect by every module that uses them (docs/decisions/0016).
import { addTexts } from '../index.ts';
import { en_US, zh_CN } from './after-sales.all.ts';

addTexts('en_US', en_US);
addTexts('zh_CN', zh_CN);
