import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of ['/optics/zh/home/', '/ecology/en/article/doi/10.7717/peerj.182']) {
const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', m => console.log('console', m.type(), m.text().slice(0,300)));
await page.goto('http://localhost:4555' + path);
await page.waitForFunction(() => document.documentElement.hasAttribute('data-page-ready'));
await page.waitForTimeout(500);
console.log(path, JSON.stringify(await page.evaluate(() => window.__MASTHEAD_PAGE__.islands.map(i => { const el = document.querySelector(`mh-island[data-island="${i.id}"]`); const f = el?.firstElementChild; return [i.id, i.when, i.placed?.block ?? i.name, f?.tagName, f && Object.keys(f).filter(k => k.startsWith('__react')).length, el?.children.length]; }))));
await page.close();
}
await b.close();
