import { createElement } from 'react';
import type { BlockNode, BlockOf, Caption as CaptionNode } from '../../../schemas/content/article-content/blocks.ts';
import { useArticleAssets } from './article-context.ts';
import { Figure } from './Figure.tsx';
import { Formula } from './Formula.tsx';
import { Graphic } from './Graphic.tsx';
import { InlineText } from './InlineText.tsx';
import { ReferenceList } from './ReferenceList.tsx';
import { TableWrap } from './TableWrap.tsx';

/** Heading levels below the reader's own section heading (h2); deeper sections stop at h6. */
const heading = (depth: number) => `h${Math.min(6, depth + 2)}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function Caption({ caption }: { caption: CaptionNode }) {
  return (
    <>
      {caption.title.length ? (
        <strong className="mh-caption-title">
          <InlineText nodes={caption.title} />
        </strong>
      ) : null}
      <BlockNodes nodes={caption.children} depth={4} />
    </>
  );
}

function Section({ node, depth }: { node: BlockOf<'sec'>; depth: number }) {
  const title =
    node.title.length || node.label
      ? createElement(heading(depth), null, node.label ? <span className="mh-label">{node.label} </span> : null, <InlineText nodes={node.title} />)
      : null;
  return (
    <section id={node.id || undefined} className="mh-sec" data-sec-type={node.secType || undefined}>
      {title}
      <BlockNodes nodes={node.children} depth={depth + 1} />
    </section>
  );
}

function List({ node, depth }: { node: BlockOf<'list'>; depth: number }) {
  const ordered = node.listType.startsWith('order') || node.listType.startsWith('alpha') || node.listType.startsWith('roman');
  const items = node.items.map((item, index) => (
    <li key={index} id={item.id || undefined}>
      {item.label ? <span className="mh-label">{item.label} </span> : null}
      <BlockNodes nodes={item.children} depth={depth} inline />
    </li>
  ));
  const typeOf: Record<string, 'a' | 'A' | 'i' | 'I' | undefined> = { 'alpha-lower': 'a', 'alpha-upper': 'A', 'roman-lower': 'i', 'roman-upper': 'I' };
  return (
    <>
      {node.title.length ? (
        <p className="mh-list-title">
          <InlineText nodes={node.title} />
        </p>
      ) : null}
      {ordered ? (
        <ol id={node.id || undefined} type={typeOf[node.listType]}>
          {items}
        </ol>
      ) : (
        <ul id={node.id || undefined} className={node.listType === 'simple' ? 'mh-list-simple' : undefined}>
          {items}
        </ul>
      )}
    </>
  );
}

function BlockNodeView({ node, depth, inline }: { node: BlockNode; depth: number; inline?: boolean }) {
  const { urlOf } = useArticleAssets();
  const id = 'id' in node && node.id ? node.id : undefined;
  switch (node.type) {
    case 'p':
      return inline ? (
        <span id={id} className="mh-p">
          <InlineText nodes={node.children} />
        </span>
      ) : (
        <p id={id}>
          <InlineText nodes={node.children} />
        </p>
      );
    case 'sec':
    case 'app':
    case 'glossary': {
      const section: BlockOf<'sec'> = node.type === 'sec' ? node : { type: 'sec', id: node.id, secType: node.type, label: node.label, title: node.title, children: node.children };
      return <Section node={section} depth={depth} />;
    }
    case 'list':
      return <List node={node} depth={depth} />;
    case 'def-list':
      return (
        <dl id={id} className="mh-def-list">
          {node.items.map((item, index) => (
            <div key={index} id={item.id || undefined}>
              <dt>
                <InlineText nodes={item.term} />
              </dt>
              <dd>
                <BlockNodes nodes={item.definitions} depth={depth} inline />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'disp-quote':
      return (
        <blockquote id={id}>
          <BlockNodes nodes={node.children} depth={depth} />
          {node.attribution.length ? (
            <footer>
              <InlineText nodes={node.attribution} />
            </footer>
          ) : null}
        </blockquote>
      );
    case 'boxed-text':
      return (
        <aside id={id} className="mh-box">
          {node.label ? <strong className="mh-label">{node.label} </strong> : null}
          <div className="mh-box-caption">
            <Caption caption={node.caption} />
          </div>
          <BlockNodes nodes={node.children} depth={depth} />
        </aside>
      );
    case 'fig':
      return <Figure figure={node} />;
    case 'fig-group':
      return (
        <div id={id} className="mh-fig-group">
          {node.label ? <strong className="mh-label">{node.label} </strong> : null}
          <Caption caption={node.caption} />
          {node.figures.map((figure, index) => (
            <Figure key={figure.id || index} figure={figure} />
          ))}
        </div>
      );
    case 'table-wrap':
      return <TableWrap table={node} />;
    case 'disp-formula':
      return (
        <div id={id} className="mh-disp-formula">
          <Formula id="" math={node.math} display />
          {node.label ? <span className="mh-formula-label">{node.label}</span> : null}
        </div>
      );
    case 'supplementary-material':
    case 'media': {
      const href = urlOf(node.file.href);
      const name = node.label || node.file.href.split('/').pop() || node.file.href;
      return (
        <div id={id} className="mh-supplementary">
          {href ? <a href={href}>{name}</a> : <strong>{name}</strong>}
          {node.file.mimeSubtype ? <span className="mh-file-type"> ({node.file.mimeSubtype})</span> : null}
          <Caption caption={node.caption} />
        </div>
      );
    }
    case 'graphic':
      return <Graphic node={node} />;
    case 'preformat':
      return <pre id={id}>{node.text}</pre>;
    case 'fn':
      return (
        <div id={id} className="mh-fn">
          {node.label ? <sup className="mh-label">{node.label}</sup> : null}
          <BlockNodes nodes={node.children} depth={depth} inline />
        </div>
      );
    case 'ref-list':
      return <ReferenceList list={node} depth={depth} />;
  }
}

/** Block nodes of an article's content, each keeping its JATS id as its HTML id. */
export function BlockNodes({ nodes, depth = 0, inline }: { nodes: BlockNode[]; depth?: number; inline?: boolean }) {
  return nodes.map((node, index) => <BlockNodeView key={('id' in node && node.id) || index} node={node} depth={depth} inline={inline} />);
}
