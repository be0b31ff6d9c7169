import type {
  AlbumItem,
  CountsByType,
  Favourite,
  MemberInfo,
  MemberResource,
  MemberResourceType,
  PersonalAlbum,
} from '../../schemas/account/member-api.ts';
import type { AccountReply } from '../../schemas/account/auth-api.ts';

export const resource = (id: number, title: string, type: MemberResourceType = 'article'): MemberResource => ({
  type,
  id,
  siteId: 101,
  sld: 'optics',
  title,
  enTitle: title,
  authors: ['Liu Xiaofeng'],
  source: 'Optics Frontier',
  enSource: 'Optics Frontier',
  doi: '',
  publishDate: '2025-01-02',
  imageUrl: '',
  url: '',
});

/** A favourite; `gone` makes it one whose resource has been deleted since. */
export const favourite = (id: number, resourceId: number, title: string, gone = false): Favourite => ({
  id,
  type: 'article',
  resourceId,
  exists: !gone,
  resource: gone ? null : resource(resourceId, title),
  goneMessage: gone ? 'The paper no longer exists, shall we delete this record?' : null,
  createdAt: '2025-03-04T05:06:07Z',
});

export const counts = (values: Partial<CountsByType> = {}): CountsByType => ({ article: 0, journal: 0, audio: 0, video: 0, ...values });

export const pageOf = <Item>(content: Item[], extra: Record<string, unknown> = {}) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  number: 0,
  size: 10,
  ...extra,
});

export const album = (id: number, name: string, extra: Partial<PersonalAlbum> = {}): PersonalAlbum => ({
  id,
  name,
  enName: '',
  coverUrl: null,
  itemCount: 0,
  counts: counts(),
  createdAt: '2025-03-04T05:06:07Z',
  updatedAt: '2025-03-04T05:06:07Z',
  ...extra,
});

export const albumItem = (id: number, albumId: number, resourceId: number, title: string): AlbumItem => ({
  ...favourite(id, resourceId, title),
  albumId,
});

export const memberInfo = (extra: Partial<MemberInfo> = {}): MemberInfo => ({
  id: 1,
  mobile: '138****5678',
  loginEmail: null,
  name: 'Li Lei',
  email: 'lilei@example.org',
  region: '',
  major: '',
  institution: '',
  researchField: 'Optics',
  gender: null,
  photoUrl: null,
  createdAt: '2025-01-01T00:00:00Z',
  ...extra,
});

export const accountOf = (extra: Partial<AccountReply> = {}): AccountReply => ({
  memberId: 1,
  userName: '138****5678',
  mobile: '138****5678',
  email: null,
  mobileStatus: 'Linked',
  passwordStatus: 'UnSet',
  ...extra,
});

export const captchaReply = (n = 1) => ({ captchaId: `captcha-${n}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
