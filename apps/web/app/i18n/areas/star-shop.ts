// Registers the star-shop texts of both languages (a page of this area may be shown in
// either); imported for its effect by every module that uses them (docs/decisions/0016).
import { addTexts } from '../index.ts';
import { en_US, zh_CN } from './star-shop.all.ts';

addTexts('en_US', en_US);
addTexts('zh_CN', zh_CN);
