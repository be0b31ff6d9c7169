import { memberUploadLimits } from '../../schemas/account/member-api.ts';
import { accountEndpoints as account } from '../../schemas/api/account-endpoints.ts';
import { memberEndpoints as member } from '../../schemas/api/member-endpoints.ts';

/**
 * The entries of the endpoint table (schemas/api/) that the personal centre, the e-mail alerts and the Collect button
 * call, under their operation ids. Loaded with the first call (the entries carry the schemas, and so zod);
 * `member-call.ts` reads its types.
 */
export const memberCallEndpoints = {
  info: member.info,
  saveInfo: member.saveInfo,
  uploadPhoto: member.uploadPhoto,
  collect: member.collect,
  collects: member.collects,
  isCollect: member.isCollect,
  unCollectByIdAndType: member.unCollectByIdAndType,
  downloads: member.downloads,
  historys: member.historys,
  subscribe: member.subscribe,
  unSubscribe: member.unSubscribe,
  isSubscribe: member.isSubscribe,
  subscribeList: member.subscribeList,
  albumSearch: member.albumSearch,
  saveAlbum: member.saveAlbum,
  editAlbum: member.editAlbum,
  deleteAlbum: member.deleteAlbum,
  albumInfo: member.albumInfo,
  addItems: member.addItems,
  albumItems: member.albumItems,
  deleteItems: member.deleteItems,
  captcha: account.captcha,
  account: account.account,
  changePwd: account.changePwd,
  changeMobile: account.changeMobile,
  logout: account.logout,
  sendReceiverMessage: account.sendReceiverMessage,
} as const;

/** The upload limits, for the client's check before a picture is sent (the server checks the bytes again). */
export { memberUploadLimits };
