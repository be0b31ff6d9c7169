import type { ReactNode } from 'react';
import type { InlineNode, InlineStyle, InlineText as InlineRun } from '../../../schemas/content/article-content/inline.ts';
import { Formula } from './Formula.tsx';
import { CrossReference } from './CrossReference.tsx';
import { useArticleAssets } from './article-context.ts';
import { displaySize } from './display-size.ts';
import { formulaImageStyle } from './formula-image-styles.ts';

/** The HTML element of each JATS emphasis. */
const styleElements: Record<InlineStyle, (children: ReactNode) => ReactNode> = {
  bold: (children) => <strong>{children}</strong>,
  italic: (children) => <em>{children}</em>,
  sub: (children) => <sub>{children}</sub>,
  sup: (children) => <sup>{children}</sup>,
  underline: (children) => <u>{children}</u>,
  strike: (children) => <s>{children}</s>,
  overline: (children) => <span style={{ textDecoration: 'overline' }}>{children}</span>,
  sc: (children) => <span style={{ fontVariant: 'small-caps' }}>{children}</span>,
  monospace: (children) => <code>{children}</code>,
};

function InlineNodeView({ node }: { node: InlineNode }) {
  const assets = useArticleAssets();
  switch (node.type) {
    case 'text':
      return node.text;
    case 'break':
      return <br />;
    case 'xref':
      return (
        <CrossReference refType={node.refType} rid={node.rid}>
          <InlineText nodes={node.children} />
        </CrossReference>
      );
    case 'link':
      return (
        <a href={node.href} rel="noopener noreferrer" target={node.href.startsWith('mailto:') ? undefined : '_blank'}>
          <InlineText nodes={node.children} />
        </a>
      );
    case 'inline-formula':
      return <Formula id={node.id} math={node.math} display={false} />;
    case 'math':
      return <Formula id="" math={{ mathml: node.mathml, tex: '', graphic: null }} display={false} />;
    case 'inline-graphic': {
      const asset = assets.assetOf(node.href);
      const size = asset ? displaySize(asset, 'formula') : null;
      return asset ? (
        <img id={node.id || undefined} src={asset.url} alt={node.alt} className="mh-inline-graphic" style={formulaImageStyle} width={size?.width} height={size?.height} />
      ) : (
        <span className="mh-missing-inline">{node.alt || '▢'}</span>
      );
    }
    default:
      return styleElements[node.type](<InlineText nodes={node.children} />);
  }
}

/** A run of inline nodes (a title, a paragraph, a cell, a citation) as React elements: text is always text. */
export function InlineText({ nodes }: { nodes: InlineRun }) {
  return nodes.map((node, index) => <InlineNodeView key={index} node={node} />);
}
