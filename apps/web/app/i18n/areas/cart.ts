// Registers the cart texts of both languages; imported for its effect by every module that uses them.
import { addTexts } from '../index.ts';
import { en_US, zh_CN } from './cart.all.ts';

addTexts('en_US', en_US);
addTexts('zh_CN', zh_CN);
