import type { AccessConfig, AccessGrant } from '../../schemas/access.ts';

/** `checkPower`: the configured powers, with visits granted to readers referred by a listed host (spec §6). */
export function accessGrant(access: AccessConfig, referrer: string | undefined): AccessGrant {
  let referredByGrantingHost = false;
  if (referrer && access.referrerGrantHosts.length > 0) {
    try {
      const host = new URL(referrer).hostname.toLowerCase();
      referredByGrantingHost = access.referrerGrantHosts.some(
        (granting) => host === granting.toLowerCase() || host.endsWith(`.${granting.toLowerCase()}`),
      );
    } catch {
      referredByGrantingHost = false;
    }
  }
  return { visitPower: access.visitPower || referredByGrantingHost, downloadPower: access.downloadPower };
}
