import type { DeskItemOf } from '../../../schemas/desk/desk-kinds.ts';
import type { PreviewedKind } from '../../../schemas/desk/desk-preview.ts';
import type { DirectGet, DirectGetReply } from '../../../schemas/render-contract.ts';
import { ok } from '../../http/reply.ts';
import { previewPages, type PreviewPlace, type PreviewReads } from './preview-pages.ts';

/** An item's preview: the reader's address of its page, and that page's GETs as the preview answers them. */
export type ItemPreview = {
  address: (place: PreviewPlace) => string;
  gets: (reads: PreviewReads) => (call: DirectGet) => Promise<DirectGetReply | undefined>;
};

/**
 * The preview of an item as saved on the desk. Of the GETs its page makes in process, the one that reads the item is
 * answered with the item, every other one as it would be for readers (`reads.next`). Nothing is written, and nothing
 * a preview reads is kept in a cache readers are served from.
 */
export function itemPreview<K extends PreviewedKind>(kind: K, item: DeskItemOf<K>): ItemPreview {
  const page = previewPages[kind];
  return {
    address: (place) => page.address(item, place),
    gets: (reads) => async (call) => {
      const data = await page.answer(call, item, reads);
      return data === undefined ? reads.next(call) : { status: 200, envelope: ok(data) };
    },
  };
}
