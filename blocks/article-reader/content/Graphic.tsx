import type { BlockOf } from '../../../schemas/content/article-content/blocks.ts';
import { Island } from '../../../runtime/islands/Island.tsx';
import { enlargeableImageIsland } from '../islands.ts';
import { useArticleAssets } from './article-context.ts';
import { displaySize } from './display-size.ts';

/**
 * An image standing on its own (`graphic` outside a figure) — a graphical abstract's is the one a reader meets —
 * with its own enlarge dialog (spec §4); its alternative text where the site does not hold the file.
 */
export function Graphic({ node }: { node: BlockOf<'graphic'> }) {
  const { assetOf } = useArticleAssets();
  const asset = assetOf(node.href);
  if (!asset) return <span id={node.id || undefined} className="mh-missing-graphic">{node.alt}</span>;
  return (
    <div id={node.id || undefined} className="mh-graphic">
      <Island of={enlargeableImageIsland} props={{ asset, alt: node.alt, size: displaySize(asset, 'figure'), title: node.alt, caption: '' }} />
    </div>
  );
}
