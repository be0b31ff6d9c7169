import type { DeskItem, DeskKindName } from '../../../schemas/desk/desk-kinds.ts';
import type { LanguageSegment } from '../../../schemas/language-codes.ts';

const kindNames: Record<DeskKindName, { zh: string; en: string }> = {
  journal: { zh: '期刊', en: 'journal' },
  column: { zh: '栏目', en: 'column' },
  issue: { zh: '期次', en: 'issue' },
  article: { zh: '文章', en: 'article' },
  news: { zh: '新闻', en: 'news item' },
  expert: { zh: '专家', en: 'expert' },
  book: { zh: '图书', en: 'book' },
  album: { zh: '专辑', en: 'album' },
  media: { zh: '音视频', en: 'recording' },
  page: { zh: '信息页', en: 'information page' },
};

/**
 * What the banner across a preview says, in Chinese on a Chinese page and in English on any other: which item, as
 * saved when and by whom, and whether readers see this version. Text only (the page renders it as text).
 */
export function previewBanner(item: DeskItem, lang: LanguageSegment): string {
  const kind = kindNames[item.kind];
  const live = item.status === 'published' && item.deletedAt === null;
  if (lang === 'zh') {
    const state = item.deletedAt !== null ? '回收站中' : { draft: '草稿', published: '已发布', unpublished: '已撤回' }[item.status];
    return `预览：${kind.zh} ${item.id}（${state}），${item.updatedBy} 保存于 ${item.updatedAt}。${live ? '读者看到的就是这一版本。' : '读者看不到这一版本，发布后才能看到。'}`;
  }
  const state = item.deletedAt !== null ? 'in the bin' : { draft: 'draft', published: 'published', unpublished: 'taken back' }[item.status];
  return `Preview: ${kind.en} ${item.id} (${state}), saved by ${item.updatedBy} at ${item.updatedAt}. ${live ? 'Readers see this version.' : 'Readers do not see this version: they will once it is published.'}`;
}
