import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Locale } from '../i18n/locale.ts';
import {
  fieldMessages,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
} from './account.ts';
import { isMessageCode, MESSAGES, messageFor } from './messages.ts';

const valid = {
  email: ' Member@Example.com ',
  password: 'secret',
  confirmPassword: 'secret',
  agreement: 'Y',
};

function messages(schema: z.ZodType, input: unknown, locale: Locale = 'en_US'): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error.issues, locale);
}

describe('MESSAGES (spec 5, both languages)', () => {
  it('has the spec texts', () => {
    expect(MESSAGES.EMAIL_REQUIRED.en_US).toBe('Please input your email address');
    expect(MESSAGES.FORGOT_EMAIL_REQUIRED.en_US).toBe('Please input your email!');
    expect(MESSAGES.EMAIL_INVALID.zh_CN).toBe('请输入正确的邮箱地址');
    expect(MESSAGES.PASSWORD_TOO_SHORT).toEqual({
      en_US: 'Password must have at least 6 letters.',
      zh_CN: '密码至少需要 6 个字符。',
    });
    expect(MESSAGES.PASSWORDS_NOT_IDENTICAL).toEqual({
      en_US: 'Passwords must be identical.',
      zh_CN: '两次输入的密码必须一致。',
    });
    expect(MESSAGES.SKU_REQUIRED.en_US).toBe('Please select SKU!');
  });

  it('has every message in both languages', () => {
    for (const text of Object.values(MESSAGES)) {
      expect(text.en_US).toMatch(/[A-Za-z]/);
      expect(text.zh_CN).toMatch(/\p{Script=Han}/u);
    }
    expect(isMessageCode('EMAIL_REQUIRED')).toBe(true);
    expect(isMessageCode('toString')).toBe(false);
    expect(messageFor('PASSWORD_TOO_SHORT', 'zh_CN')).toBe('密码至少需要 6 个字符。');
  });
});

describe('registrationSchema', () => {
  it('accepts a valid registration, trimming and lower-casing the e-mail', () => {
    expect(registrationSchema.parse(valid)).toEqual({
      email: 'member@example.com',
      password: 'secret',
      confirmPassword: 'secret',
      agreement: 'Y',
      optOutEmail: 'N',
      optOutSms: 'N',
    });
    expect(registrationSchema.parse({ ...valid, optOutEmail: 'Y' }).optOutEmail).toBe('Y');
  });

  it('requires the e-mail', () => {
    expect(messages(registrationSchema, { ...valid, email: '' })).toEqual({ email: 'Please input your email address' });
    expect(messages(registrationSchema, { ...valid, email: '   ' })).toEqual({ email: 'Please input your email address' });
    expect(messages(registrationSchema, { ...valid, email: undefined }, 'zh_CN')).toEqual({ email: '请输入您的邮箱地址' });
  });

  it('requires a valid e-mail', () => {
    expect(messages(registrationSchema, { ...valid, email: 'member@' })).toEqual({
      email: 'Please input a correct email address',
    });
    expect(messages(registrationSchema, { ...valid, email: 'not an email' }, 'zh_CN')).toEqual({ email: '请输入正确的邮箱地址' });
  });

  it('requires at least 6 characters of password', () => {
    expect(messages(registrationSchema, { ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Password must have at least 6 letters.',
    });
    expect(messages(registrationSchema, { ...valid, password: '12345', confirmPassword: '12345' }, 'zh_CN')).toEqual({
      password: '密码至少需要 6 个字符。',
    });
    expect(registrationSchema.safeParse({ ...valid, password: '123456', confirmPassword: '123456' }).success).toBe(true);
    expect(messages(registrationSchema, { ...valid, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) })).toEqual({
      password: 'Password must have at most 128 letters.',
    });
  });

  it('requires identical passwords', () => {
    expect(messages(registrationSchema, { ...valid, confirmPassword: 'secreT' })).toEqual({
      confirmPassword: 'Passwords must be identical.',
    });
    expect(messages(registrationSchema, { ...valid, confirmPassword: 'other1' }, 'zh_CN')).toEqual({
      confirmPassword: '两次输入的密码必须一致。',
    });
  });

  it('refuses a password of spaces only (any white space), in both languages, but keeps spaces inside one', () => {
    for (const blank of ['      ', '\u3000\u3000\u3000\u3000\u3000\u3000', ' \t\u00a0 \n\u2003 ', ' '.repeat(200)]) {
      expect(messages(registrationSchema, { ...valid, password: blank, confirmPassword: blank })).toEqual({
        password: 'The password cannot be made of spaces only.',
      });
    }
    expect(messages(registrationSchema, { ...valid, password: '   ', confirmPassword: '   ' }, 'zh_CN')).toEqual({
      password: '密码不能只由空格组成。',
    });
    expect(messages(registrationSchema, { ...valid, password: '', confirmPassword: '' })).toEqual({
      password: 'Password must have at least 6 letters.',
    });
    expect(registrationSchema.parse({ ...valid, password: '  my secret  ', confirmPassword: '  my secret  ' }).password).toBe('  my secret  ');
  });

  it('requires the user agreement', () => {
    expect(messages(registrationSchema, { ...valid, agreement: 'N' })).toEqual({
      agreement: 'Please accept the user agreement.',
    });
    expect(messages(registrationSchema, { ...valid, agreement: undefined })).toHaveProperty('agreement');
    expect(registrationSchema.safeParse({ ...valid, optOutSms: 'maybe' }).success).toBe(false);
  });
});

describe('loginSchema, forgotPasswordSchema, resetPasswordSchema', () => {
  it('logs in with any non-empty password', () => {
    expect(loginSchema.parse({ email: 'A@b.cn', password: '1' })).toEqual({ email: 'a@b.cn', password: '1' });
    expect(messages(loginSchema, { email: 'a@b.cn', password: '' })).toEqual({ password: 'Please input your password' });
  });

  it('asks for the e-mail on the forgot-password form', () => {
    expect(messages(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Please input your email!' });
    expect(messages(forgotPasswordSchema, { email: 'x' }, 'zh_CN')).toEqual({ email: '请输入正确的邮箱地址' });
    expect(forgotPasswordSchema.parse({ email: 'a@b.cn' })).toEqual({ email: 'a@b.cn' });
  });

  it('resets with a token and two identical passwords of 6+', () => {
    const input = { token: 'abc', password: 'secret', confirmPassword: 'secret' };
    expect(resetPasswordSchema.parse(input)).toEqual(input);
    expect(messages(resetPasswordSchema, { ...input, token: ' ' })).toEqual({
      token: 'This password reset link is invalid or has expired.',
    });
    expect(messages(resetPasswordSchema, { ...input, confirmPassword: 'nope!!' })).toEqual({
      confirmPassword: 'Passwords must be identical.',
    });
    expect(messages(resetPasswordSchema, { ...input, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must have at least 6 letters.',
    });
    expect(messages(resetPasswordSchema, { ...input, password: '        ', confirmPassword: '        ' }, 'zh_CN')).toEqual({
      password: '密码不能只由空格组成。',
    });
  });
});

describe('fieldMessages', () => {
  it('keeps the first message per field and passes through non-codes', () => {
    expect(
      fieldMessages(
        [
          { path: ['email'], message: 'EMAIL_REQUIRED' },
          { path: ['email'], message: 'EMAIL_INVALID' },
          { path: [], message: 'free text' },
          { path: ['a', 0, 'b'], message: 'PASSWORD_TOO_SHORT' },
        ],
        'en_US',
      ),
    ).toEqual({
      email: 'Please input your email address',
      '': 'free text',
      'a.0.b': 'Password must have at least 6 letters.',
    });
  });
});
