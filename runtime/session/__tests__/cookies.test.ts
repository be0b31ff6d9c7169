import { describe, expect, it } from 'vitest';
import { cookieNames, expireCookie, parseCookieHeader, serializeCookie, sessionCookieNames } from '../cookies.ts';

describe('cookieNames', () => {
  it('are the names of spec §3', () => {
    expect(cookieNames).toEqual({
      language: 'language',
      userName: 'userName',
      commonToken: 'commonToken',
      aesKey: 'aesKey',
      aesPassword: 'aesPassword',
    });
    expect(sessionCookieNames).toEqual(['userName', 'commonToken']);
  });
});

describe('parseCookieHeader', () => {
  it('reads name=value pairs separated by semicolons, trimming spaces', () => {
    expect(parseCookieHeader('language=en; userName=alice ;commonToken=abc.def')).toEqual({
      language: 'en',
      userName: 'alice',
      commonToken: 'abc.def',
    });
  });

  it('percent-decodes values and keeps undecodable ones as they are', () => {
    expect(parseCookieHeader('userName=%E5%BC%A0%E4%B8%89; bad=50%; plus=a+b')).toEqual({ userName: '张三', bad: '50%', plus: 'a+b' });
  });

  it('keeps = inside a value and removes surrounding double quotes', () => {
    expect(parseCookieHeader('aesKey=YWJj==; q="quoted value"; lone="')).toEqual({ aesKey: 'YWJj==', q: 'quoted value', lone: '"' });
  });

  it('keeps the first of two equal names', () => {
    expect(parseCookieHeader('commonToken=specific; commonToken=general')).toEqual({ commonToken: 'specific' });
  });

  it('skips pieces without = or without a name, and reads empty values', () => {
    expect(parseCookieHeader('flag; =orphan; empty=; ok=1')).toEqual({ empty: '', ok: '1' });
    expect(parseCookieHeader('')).toEqual({});
  });

  it('treats names like constructor and __proto__ as ordinary keys', () => {
    const cookies = parseCookieHeader('constructor=c; __proto__=p; toString=t');
    expect(cookies['constructor']).toBe('c');
    expect(cookies['__proto__']).toBe('p');
    expect(cookies['toString']).toBe('t');
    expect(Object.keys(cookies)).toEqual(['constructor', '__proto__', 'toString']);
  });
});

describe('serializeCookie', () => {
  it('defaults to Path=/ and SameSite=Lax, as a session cookie', () => {
    expect(serializeCookie('language', 'en')).toBe('language=en; Path=/; SameSite=Lax');
  });

  it('writes Max-Age, path, SameSite and Secure', () => {
    expect(serializeCookie('commonToken', 'abc', { maxAgeSeconds: 604800, path: '/optics', sameSite: 'Strict', secure: true })).toBe(
      'commonToken=abc; Max-Age=604800; Path=/optics; SameSite=Strict; Secure',
    );
  });

  it('adds Secure to SameSite=None', () => {
    expect(serializeCookie('aesKey', 'k', { sameSite: 'None' })).toBe('aesKey=k; Path=/; SameSite=None; Secure');
  });

  it('percent-encodes the value so that parseCookieHeader restores it', () => {
    const header = serializeCookie('userName', '张三; admin=1');
    expect(header).toBe('userName=%E5%BC%A0%E4%B8%89%3B%20admin%3D1; Path=/; SameSite=Lax');
    expect(parseCookieHeader(header.split('; ')[0] ?? '')).toEqual({ userName: '张三; admin=1' });
  });

  it('refuses an invalid name, path or max-age', () => {
    expect(() => serializeCookie('user name', 'x')).toThrow('invalid cookie name: "user name"');
    expect(() => serializeCookie('a;b', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('', 'x')).toThrow(TypeError);
    expect(() => serializeCookie('a', 'x', { path: '/; Domain=evil.example' })).toThrow('invalid cookie path: "/; Domain=evil.example"');
    expect(() => serializeCookie('a', 'x', { maxAgeSeconds: 1.5 })).toThrow('invalid cookie max-age: 1.5');
    expect(() => serializeCookie('a', 'x', { maxAgeSeconds: Number.POSITIVE_INFINITY })).toThrow(TypeError);
  });
});

describe('expireCookie', () => {
  it('sets an empty value with Max-Age=0', () => {
    expect(expireCookie('commonToken')).toBe('commonToken=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
