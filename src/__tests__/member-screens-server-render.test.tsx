import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleBootstrap } from '../../tests/support/render-block.tsx';
import { inPage } from '../../tests/support/member-page.tsx';
import { CollectButton } from '../../kits/collect/CollectButton.tsx';
import EmailAlerts from '../../blocks/email-alerts/EmailAlerts.tsx';
import PersonalCentre from '../../blocks/personal-centre/PersonalCentre.tsx';
import { readPlace } from '../../blocks/personal-centre/personal-place.ts';

const bootstrap = sampleBootstrap('optics');
const module = { id: 1, code: 'x', styleId: 1, name: '', enName: '', enable: true, props: {} };

/** On the server there is no window: the member screens render their shell, and ask for nothing. */
describe('member screens rendered on the server', () => {
  it('the personal centre is its menu and a loading panel', () => {
    const { element, calls } = inPage(<PersonalCentre props={readPlace({ menu: 'album' })} data={undefined} module={module} />, {
      bootstrap,
      url: 'http://localhost/personal?menu=album&lang=en',
      userName: '138****5678',
    });
    const html = renderToString(element);
    expect(html).toContain('aria-current="page" data-menu="album"');
    expect(html).toContain('Loading…');
    expect(calls).toEqual([]);
  });

  it('the personal centre for a reader who is not signed in is the way to login', () => {
    const { element } = inPage(<PersonalCentre props={readPlace({})} data={undefined} module={module} />, { bootstrap, url: 'http://localhost/personal?lang=en' });
    expect(renderToString(element)).toContain('href="/login?url=%2Fpersonal%3Flang%3Den&amp;lang=en"');
  });

  it('the alert form and the Collect button wait for the browser', () => {
    const { element, calls } = inPage(
      <>
        <EmailAlerts props={{}} data={undefined} module={module} />
        <CollectButton articleId={42} />
      </>,
      { bootstrap, url: 'http://localhost/optics/en/home/', userName: '138****5678' },
    );
    const html = renderToString(element);
    expect(html).toContain('E-mail alerts');
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*disabled/);
    expect(calls).toEqual([]);
  });
});
