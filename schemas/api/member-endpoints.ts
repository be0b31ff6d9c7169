import * as member from '../account/member-api.ts';
import { confirmSubscriptionPath, memberPaths as paths } from '../account/member-api.ts';
import { content, endpoint, envelopeOf } from './endpoint.ts';

const tag = 'members';

/**
 * The signed-in member's data: profile, favourites, history, subscriptions, personal albums (server/routes/member-routes.ts,
 * member-file-routes.ts, subscription-routes.ts, personal-album-routes.ts, book-cloud-routes.ts). Queries, bodies and
 * replies are the schemas of schemas/account/member-api.ts, which the routes read with and the member screens call by.
 */
export const memberEndpoints = {
  info: endpoint({ method: 'GET', path: paths.info, tag, summary: "The signed-in member's profile.", reply: envelopeOf(member.memberInfo) }),
  saveInfo: endpoint({ method: 'POST', path: paths.saveInfo, tag, summary: "Saves the signed-in member's profile.", body: member.saveInfoRequest, reply: envelopeOf(member.saveInfoReply) }),
  uploadPhoto: endpoint({ method: 'POST', path: paths.uploadPhoto, tag, summary: "Uploads the member's photo (multipart, file field `file`).", reply: envelopeOf(member.uploadPhotoReply) }),
  memberFile: endpoint({
    method: 'GET',
    path: `${paths.memberFile}/:name`,
    tag,
    summary: "The caller's own photo or album cover (a name not of the caller's files is not found).",
    params: member.memberFileParams,
    reply: content('image/jpeg', 'image/png', 'image/bmp'),
  }),
  collect: endpoint({ method: 'POST', path: paths.collect, tag, summary: 'Adds a resource to the favourites.', body: member.collectRequest, reply: envelopeOf(member.collectReply) }),
  collects: endpoint({ method: 'GET', path: paths.collects, tag, summary: 'A page of the favourites, with counts by type.', query: member.collectsQuery, reply: envelopeOf(member.collectsReply) }),
  isCollect: endpoint({ method: 'GET', path: paths.isCollect, tag, summary: 'Whether a resource is a favourite.', query: member.isCollectQuery, reply: envelopeOf(member.isCollectReply) }),
  unCollectByIdAndType: endpoint({ method: 'POST', path: paths.unCollectByIdAndType, tag, summary: 'Removes favourites.', body: member.unCollectRequest, reply: envelopeOf(member.deletedReply) }),
  downloads: endpoint({ method: 'GET', path: paths.downloads, tag, summary: "A page of the member's downloads.", query: member.downloadsQuery, reply: envelopeOf(member.downloadsReply) }),
  historys: endpoint({ method: 'GET', path: paths.historys, tag, summary: "A page of the member's reading history.", query: member.historysQuery, reply: envelopeOf(member.historysReply) }),
  jumpBookCloud: endpoint({ method: 'GET', path: paths.jumpBookCloud, tag, summary: 'Where the member reads a book.', query: member.jumpBookCloudQuery, reply: envelopeOf(member.jumpBookCloudReply) }),
  subscribe: endpoint({ method: 'POST', path: paths.subscribe, tag, summary: 'Subscribes to alerts (confirmed by e-mail).', body: member.subscribeRequest, reply: envelopeOf(member.subscribeReply) }),
  unSubscribe: endpoint({ method: 'POST', path: paths.unSubscribe, tag, summary: 'Ends subscriptions.', body: member.unSubscribeRequest, reply: envelopeOf(member.unSubscribeReply) }),
  isSubscribe: endpoint({ method: 'GET', path: paths.isSubscribe, tag, summary: 'Whether the member subscribes to an alert.', query: member.isSubscribeQuery, reply: envelopeOf(member.isSubscribeReply) }),
  subscribeList: endpoint({ method: 'GET', path: paths.subscribeList, tag, summary: "The member's subscriptions.", query: member.subscribeListQuery, reply: envelopeOf(member.subscribeListReply) }),
  confirmSubscription: endpoint({
    method: 'GET',
    path: confirmSubscriptionPath,
    tag,
    summary: "The confirmation e-mail's link: an HTML page to a browser, else the envelope.",
    query: member.confirmSubscriptionQuery,
    reply: content('text/html', 'application/json'),
  }),
  unSubscribeByToken: endpoint({
    method: 'GET',
    path: paths.unSubscribeByToken,
    tag,
    summary: "An alert e-mail's unsubscribe link: an HTML page to a browser, else the envelope.",
    query: member.unSubscribeByTokenQuery,
    reply: content('text/html', 'application/json'),
  }),
  albumSearch: endpoint({ method: 'GET', path: paths.albumSearch, tag, summary: "A page of the member's albums.", query: member.albumSearchQuery, reply: envelopeOf(member.albumSearchReply) }),
  saveAlbum: endpoint({ method: 'POST', path: paths.saveAlbum, tag, summary: 'Creates an album (JSON, or multipart with a cover).', body: member.saveAlbumRequest, reply: envelopeOf(member.saveAlbumReply) }),
  editAlbum: endpoint({ method: 'POST', path: paths.editAlbum, tag, summary: 'Edits an album (JSON, or multipart with a cover).', body: member.editAlbumRequest, reply: envelopeOf(member.editAlbumReply) }),
  deleteAlbum: endpoint({ method: 'POST', path: paths.deleteAlbum, tag, summary: 'Deletes albums.', body: member.deleteAlbumRequest, reply: envelopeOf(member.deleteAlbumReply) }),
  albumInfo: endpoint({ method: 'GET', path: paths.albumInfo, tag, summary: 'One of the member\'s albums.', query: member.albumInfoQuery, reply: envelopeOf(member.albumInfoReply) }),
  addItems: endpoint({ method: 'POST', path: paths.addItems, tag, summary: 'Adds resources to an album.', body: member.addItemsRequest, reply: envelopeOf(member.addItemsReply) }),
  albumItems: endpoint({ method: 'GET', path: paths.albumItems, tag, summary: "A page of an album's items, with counts by type.", query: member.albumItemsQuery, reply: envelopeOf(member.albumItemsReply) }),
  deleteItems: endpoint({ method: 'POST', path: paths.deleteItems, tag, summary: 'Removes items from an album.', body: member.deleteItemsRequest, reply: envelopeOf(member.deleteItemsReply) }),
} as const;
