/** The reader layouts of spec §2: the article reader and others choose their variant by it. */
export type Device = 'desktop' | 'mobile';

// Phones and tablets by the tokens their browsers send; iPadOS in desktop mode says "Macintosh" and gets the desktop.
const phoneOrTablet = /Mobi|Android|iPhone|iPad|iPod|Windows Phone|HarmonyOS|OpenHarmony|Tablet|Kindle|Silk|PlayBook|BlackBerry|Opera Mini/i;

/** The spec's "phone/tablet test", on the User-Agent the server was sent (the same answer the browser hydrates with). */
export function deviceOf(userAgent: string | undefined): Device {
  return userAgent && phoneOrTablet.test(userAgent) ? 'mobile' : 'desktop';
}
