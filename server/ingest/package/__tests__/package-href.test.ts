import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findInFolder, hrefRefusal, imageCandidates, isRemoteHref } from '../package-href.ts';

let root: string;
let folder: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'masthead-href-'));
  folder = join(root, 'package');
  mkdirSync(join(folder, 'images'), { recursive: true });
  writeFileSync(join(folder, 'Fig1.PNG'), 'png');
  writeFileSync(join(folder, 'images', 'fig2.png'), 'png');
  writeFileSync(join(root, 'secret.txt'), 'outside the package');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('hrefRefusal', () => {
  it('refuses names that leave the article folder or are not relative paths', () => {
    for (const href of ['../secret.txt', 'images/../../secret.txt', '..', '/etc/passwd', 'C:/Windows/win.ini', 'c:secret', '\\\\server\\share\\x.png', 'images\\fig2.png', '~/x.png', 'fig\u0000.png', ' ']) {
      expect(hrefRefusal(href), href).not.toBeNull();
    }
  });

  it('lets plain relative names through', () => {
    for (const href of ['fig1', 'fig1.png', 'images/fig2.png', './fig1.png', 'a..b.png', '%2e%2e/x.png']) expect(hrefRefusal(href), href).toBeNull();
  });

  it('tells web addresses and identifiers from package names', () => {
    expect(['https://example.org/fig1.png', 'info:doi/10.1/x', 'ftp://host/x'].every(isRemoteHref)).toBe(true);
    expect(['fig1.png', 'C:/x.png', 'images/fig2.png'].some(isRemoteHref)).toBe(false);
  });
});

describe('findInFolder', () => {
  it('finds a file by its name, in subfolders and whatever its letter case', () => {
    expect(findInFolder(folder, 'fig1.png')).toBe(join(folder, 'Fig1.PNG'));
    expect(findInFolder(folder, 'images/fig2.png')).toBe(join(folder, 'images', 'fig2.png'));
    expect(findInFolder(folder, './images/FIG2.png')).toBe(join(folder, 'images', 'fig2.png'));
  });

  it('finds nothing for a missing file or a folder', () => {
    expect(findInFolder(folder, 'fig9.png')).toBeNull();
    expect(findInFolder(folder, 'images')).toBeNull();
    expect(findInFolder(folder, 'nowhere/fig1.png')).toBeNull();
  });

  it('refuses a file that reaches outside through a symbolic link', () => {
    symlinkSync(join(root, 'secret.txt'), join(folder, 'innocent.png'));
    expect(() => findInFolder(folder, 'innocent.png')).toThrow(/outside the article folder/);
  });
});

describe('imageCandidates', () => {
  it('tries a name without extension as it is, then with every web extension, and its TIFFs for print', () => {
    expect(imageCandidates('fig1')).toEqual({
      web: ['fig1', 'fig1.png', 'fig1.jpg', 'fig1.jpeg', 'fig1.gif', 'fig1.webp', 'fig1.svg'],
      print: ['fig1.tif', 'fig1.tiff'],
    });
  });

  it('looks for the web twin of a TIFF, which stays the print image', () => {
    expect(imageCandidates('elife-04490-fig1-v1.tif')).toEqual({
      web: ['elife-04490-fig1-v1.png', 'elife-04490-fig1-v1.jpg', 'elife-04490-fig1-v1.jpeg', 'elife-04490-fig1-v1.gif', 'elife-04490-fig1-v1.webp', 'elife-04490-fig1-v1.svg'],
      print: ['elife-04490-fig1-v1.tif'],
    });
  });

  it('takes a web image’s name as it is', () => {
    expect(imageCandidates('images/fig2.JPG')).toEqual({ web: ['images/fig2.JPG'], print: [] });
  });
});
