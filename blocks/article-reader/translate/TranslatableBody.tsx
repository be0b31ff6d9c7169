import type { BlockNode } from '../../../schemas/content/article-content/blocks.ts';
import { BlockNodes } from '../content/BlockNodes.tsx';
import { Translatable } from './Translatable.tsx';

/** The article body with a translate button on each titled top-level section (spec §4 translator). */
export function TranslatableBody({ nodes, lang }: { nodes: BlockNode[]; lang: string }) {
  return nodes.map((node, index) => {
    const key = ('id' in node && node.id) || index;
    const titledSection = (node.type === 'sec' || node.type === 'app' || node.type === 'glossary') && (node.title.length > 0 || node.label !== '');
    return titledSection ? (
      <Translatable key={key} lang={lang}>
        <BlockNodes nodes={[node]} />
      </Translatable>
    ) : (
      <BlockNodes key={key} nodes={[node]} />
    );
  });
}
