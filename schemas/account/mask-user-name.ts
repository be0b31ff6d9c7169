/**
 * The user name as displayed (spec §5): the four characters before the last four are replaced by `****`, so
 * `13812345678` shows as `138****5678`. A name of four characters or fewer is shown as it is.
 */
export function maskUserName(userName: string): string {
  const characters = [...userName];
  if (characters.length <= 4) return userName;
  const end = characters.length - 4;
  const start = Math.max(0, end - 4);
  return characters.slice(0, start).join('') + '****' + characters.slice(end).join('');
}
