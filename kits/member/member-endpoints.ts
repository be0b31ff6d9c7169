import { z } from 'zod';
import * as auth from '../../schemas/account/auth-api.ts';
import * as member from '../../schemas/account/member-api.ts';

const endpoint = <Request extends z.ZodType | null, Reply extends z.ZodType>(path: string, method: 'GET' | 'POST' | 'DELETE', request: Request, reply: Reply) => ({
  path,
  method,
  request,
  reply,
});

const { memberPaths: paths, memberMethods: methods } = member;
const { authPaths, authMethods } = auth;

/**
 * The member and account endpoints the personal centre, the e-mail alerts and the Collect button call: path, method,
 * the schema of their input (for the client's own checks; null when the input is a file or nothing) and of their reply.
 * Loaded with the first call (it needs zod); `member-call.ts` reads its types.
 */
export const memberEndpoints = {
  info: endpoint(paths.info, methods.info, null, member.memberInfo),
  saveInfo: endpoint(paths.saveInfo, methods.saveInfo, member.saveInfoRequest, member.saveInfoReply),
  uploadPhoto: endpoint(paths.uploadPhoto, methods.uploadPhoto, null, member.uploadPhotoReply),
  collect: endpoint(paths.collect, methods.collect, member.collectRequest, member.collectReply),
  collects: endpoint(paths.collects, methods.collects, member.collectsQuery, member.collectsReply),
  isCollect: endpoint(paths.isCollect, methods.isCollect, member.isCollectQuery, member.isCollectReply),
  unCollect: endpoint(paths.unCollectByIdAndType, methods.unCollectByIdAndType, member.unCollectRequest, member.deletedReply),
  downloads: endpoint(paths.downloads, methods.downloads, member.downloadsQuery, member.downloadsReply),
  historys: endpoint(paths.historys, methods.historys, member.historysQuery, member.historysReply),
  subscribe: endpoint(paths.subscribe, methods.subscribe, member.subscribeRequest, member.subscribeReply),
  unSubscribe: endpoint(paths.unSubscribe, methods.unSubscribe, member.unSubscribeRequest, member.unSubscribeReply),
  isSubscribe: endpoint(paths.isSubscribe, methods.isSubscribe, member.isSubscribeQuery, member.isSubscribeReply),
  subscribeList: endpoint(paths.subscribeList, methods.subscribeList, member.subscribeListQuery, member.subscribeListReply),
  albumSearch: endpoint(paths.albumSearch, methods.albumSearch, member.albumSearchQuery, member.albumSearchReply),
  saveAlbum: endpoint(paths.saveAlbum, methods.saveAlbum, member.saveAlbumRequest, member.saveAlbumReply),
  editAlbum: endpoint(paths.editAlbum, methods.editAlbum, member.editAlbumRequest, member.editAlbumReply),
  deleteAlbum: endpoint(paths.deleteAlbum, methods.deleteAlbum, member.deleteAlbumRequest, member.deleteAlbumReply),
  albumInfo: endpoint(paths.albumInfo, methods.albumInfo, member.albumInfoQuery, member.albumInfoReply),
  addItems: endpoint(paths.addItems, methods.addItems, member.addItemsRequest, member.addItemsReply),
  albumItems: endpoint(paths.albumItems, methods.albumItems, member.albumItemsQuery, member.albumItemsReply),
  deleteItems: endpoint(paths.deleteItems, methods.deleteItems, member.deleteItemsRequest, member.deleteItemsReply),
  captcha: endpoint(authPaths.captcha, authMethods.captcha, null, auth.captchaReply),
  account: endpoint(authPaths.account, authMethods.account, null, auth.accountReply),
  changePwd: endpoint(authPaths.changePwd, authMethods.changePwd, auth.changePasswordRequest, z.unknown()),
  changeMobile: endpoint(authPaths.changeMobile, authMethods.changeMobile, auth.changeMobileRequest, auth.changeMobileReply),
  logout: endpoint(authPaths.logout, authMethods.logout, null, z.unknown()),
  sendCode: endpoint(authPaths.sendReceiverMessage, authMethods.sendReceiverMessage, auth.sendCodeRequest, auth.sendCodeReply),
} as const;

/** The upload limits, for the client's check before a picture is sent (the server checks the bytes again). */
export const { memberUploadLimits } = member;
