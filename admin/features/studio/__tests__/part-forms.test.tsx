// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { siteFileNames, siteFileSchemas, type SiteFileName } from '../../../../schemas/site-config/files.ts';
import type { AdminApi } from '../../../kits/api/admin-api.ts';
import { AdminApiProvider } from '../../../kits/api/admin-api-context.tsx';
import { SchemaForm } from '../../../kits/schema-form/schema-form.tsx';
import { StudioSiteContext } from '../studio-site.ts';
import { newPartValue, studioFormModel, studioWidgets } from '../studio-forms.ts';
import { MenuCodeSuggestions } from '../studio-widgets.tsx';

/**
 * The form generator over every part of a site's configuration (schemas/site-config/files.ts), as the studio shows
 * it: each part's form renders its defaults and the sample sites' files, labels every control, changes nothing by
 * rendering, and gives back, control by control, the value it was given (what a save would send).
 */
const sampleSites = ['optics', 'ecology'];
const samplesOf = (part: SiteFileName) =>
  sampleSites.flatMap((sld) => {
    const file = join('site-configs', sld, part);
    return existsSync(file) ? [{ name: `${sld}/${part}`, value: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> }] : [];
  });
/** A part's defaults, with what a part requires and has no default for (site.json's id, sld and name). */
const defaultsOf = (part: SiteFileName) => ({ ...newPartValue(part), ...(part === 'site.json' ? { siteId: 7, sld: 'demo', name: '演示' } : {}) });

/** The forms call nothing here (a picture's upload is the screens' test's): an API that says so if it is called. */
const noApi: AdminApi = {
  call: () => Promise.reject(new Error('no API in this test')),
  send: () => Promise.reject(new Error('no API in this test')),
  setCsrfToken: () => undefined,
};

function renderPart(part: SiteFileName, value: unknown) {
  const seen = { value, changes: 0 };
  function Holder() {
    const [current, setCurrent] = useState(value);
    return (
      <form>
        {part === 'menu.json' ? <MenuCodeSuggestions /> : null}
        <SchemaForm
          model={studioFormModel(part)}
          value={current}
          onChange={(next) => {
            seen.value = next;
            seen.changes += 1;
            setCurrent(next);
          }}
          idPrefix="part"
          widgets={studioWidgets[part]}
          summary={false}
        />
      </form>
    );
  }
  const view = render(
    <AdminApiProvider api={noApi}>
      <StudioSiteContext.Provider value="demo">
        <Holder />
      </StudioSiteContext.Provider>
    </AdminApiProvider>,
  );
  return { seen, container: view.container, unmount: view.unmount };
}

const controlsOf = (container: HTMLElement) => [...container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')];

/**
 * Each control changed away from what it shows and back, as an administrator would who thought better of it: every
 * one, or (a sample site's long menu re-renders its hundreds of inputs at each change) `most` spread over the form.
 */
function touchControls(container: HTMLElement, most = Infinity) {
  const all = controlsOf(container);
  const step = Math.max(1, Math.ceil(all.length / most));
  for (const control of all.filter((_control, index) => index % step === 0)) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      fireEvent.click(control);
      fireEvent.click(control);
      continue;
    }
    // The colour picker shows the text beside it (as #rrggbb), a picture's upload fills the text: the text is what is round-tripped.
    if (control instanceof HTMLInputElement && (control.type === 'color' || control.type === 'file')) continue;
    const shown = control.value;
    let other = 'x';
    if (control instanceof HTMLSelectElement) other = [...control.options].find((option) => option.value !== shown)?.value ?? shown;
    else if (control instanceof HTMLInputElement && control.type === 'number') other = shown === '7' ? '8' : '7';
    else if (control.classList.contains('json')) other = '{';
    fireEvent.change(control, { target: { value: other } });
    fireEvent.change(control, { target: { value: shown } });
  }
}

describe('the studio form of every site part', () => {
  it('covers every part of a site folder', () => {
    expect(siteFileNames).toHaveLength(13);
    for (const part of siteFileNames) expect(studioFormModel(part).kind, part).toBe('group');
  });

  const cases = siteFileNames.flatMap((part) => [
    { part, name: `${part}, its defaults`, value: defaultsOf(part) as Record<string, unknown>, most: Infinity },
    ...samplesOf(part).map((sample) => ({ part, ...sample, most: 24 })),
  ]);
  for (const { part, name, value, most } of cases) {
    const schema = siteFileSchemas[part].schema;
    it(`${name}: renders, every control labelled, and gives back the value control by control`, () => {
      const expected = schema.safeParse(value);
      expect(expected.success, `${name} is valid: ${JSON.stringify(expected.error?.issues)}`).toBe(true);
      const { seen, container, unmount } = renderPart(part, value);
      const controls = controlsOf(container);
      // An empty list (a menu of no items) shows only its Add button.
      if (controls.length === 0) expect(container.querySelector('button')?.textContent, name).toMatch(/^Add /);
      // (jsdom's `control.labels` walks the document for each control: the labels' targets are read once instead.)
      const labelled = new Set([...container.querySelectorAll('label')].map((label) => label.htmlFor));
      for (const control of controls) {
        if (!(labelled.has(control.id) || control.getAttribute('aria-label'))) expect.fail(`${name}: no label for ${control.outerHTML.slice(0, 160)}`);
      }
      expect(seen.changes, `${name}: rendering changes nothing`).toBe(0);

      touchControls(container, most);
      if (controls.length > 0) expect(seen.changes, name).toBeGreaterThan(0);
      expect(schema.parse(seen.value), name).toEqual(expected.data);
      // What the form does not show (schemaVersion, $schema) stays as it was.
      for (const key of ['schemaVersion', '$schema']) if (key in value) expect((seen.value as Record<string, unknown>)[key], `${name}: ${key}`).toEqual(value[key]);
      unmount();
      // A sample site's long menu re-renders its hundreds of inputs at each change: slow on a busy machine.
    }, 60_000);
  }

  it('offers the theme colours, flags as checkboxes, block codes from the catalogue and menu codes as suggestions', () => {
    const site = renderPart('site.json', defaultsOf('site.json'));
    const colour = site.container.querySelector<HTMLSelectElement>('#part-colour')!;
    expect([...colour.options].map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    expect(site.container.querySelector<HTMLInputElement>('#part-groupSite')!.type).toBe('checkbox');
    fireEvent.change(colour, { target: { value: '3' } });
    expect(site.seen.value).toMatchObject({ colour: 3 });
    site.unmount();

    const modules = renderPart('modules.json', samplesOf('modules.json')[0]!.value);
    const code = modules.container.querySelector<HTMLSelectElement>('#part-home-0-code')!;
    expect(code.tagName).toBe('SELECT');
    expect([...code.options].map((option) => option.value)).toEqual(expect.arrayContaining(['carousel', 'latestIssue', 'searchBox']));
    modules.unmount();

    const menu = renderPart('menu.json', samplesOf('menu.json')[0]!.value);
    const menuCode = menu.container.querySelector<HTMLInputElement>('#part-items-0-code')!;
    expect(menuCode.list?.id).toBe('studio-menu-codes');
    expect([...menuCode.list!.querySelectorAll('option')].map((option) => option.value)).toEqual(expect.arrayContaining(['index', 'news', 'periodIntroduce']));
    // The tree: a sub-item of the first item has the same fields.
    expect(menu.container.querySelector('#part-items-0-children-0-name')).not.toBeNull();
    menu.unmount();
  });
});
