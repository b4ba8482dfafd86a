import type { ReactNode } from 'react';
import type { Token, Tokens } from 'marked';
import { revealBidiControls } from '@confab/core/text';
import { ArtifactBlock } from './artifact/artifact-block.tsx';
import { isArtifactLanguage } from './artifact/artifact-document.ts';
import { CodeBlock } from './code-block.tsx';
import { FlattenedBlock } from './flattened-source.tsx';
import { asMarkdownToken } from './markdown-token.ts';
import { MathFormula } from './math/math-formula.tsx';
import { MermaidDiagram } from './mermaid/mermaid-diagram.tsx';
import { renderInlineTokens } from './render-inline-tokens.tsx';
import { TaskCheckbox } from './task-checkbox.tsx';

export interface BlockRenderOptions {
  /** False while this block may still grow: heavy renderers (highlighting, diagrams) wait. */
  complete: boolean;
}

function languageOf(token: Tokens.Code): string {
  return (token.lang ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
}

function renderCode(token: Tokens.Code, key: number, options: BlockRenderOptions): ReactNode {
  const language = languageOf(token);
  if (language === 'mermaid') {
    return <MermaidDiagram key={key} source={token.text} complete={options.complete} />;
  }
  if (language === 'math' || language === 'latex' || language === 'katex') {
    return <MathFormula key={key} tex={token.text} display />;
  }
  if (isArtifactLanguage(language)) {
    return <ArtifactBlock key={key} language={language} code={token.text} complete={options.complete} />;
  }
  // Bidirectional controls shown as markers: code must read in the order it runs ("Trojan Source").
  return (
    <CodeBlock
      key={key}
      language={language}
      code={revealBidiControls(token.text)}
      complete={options.complete}
    />
  );
}

function renderList(token: Tokens.List, key: number, options: BlockRenderOptions): ReactNode {
  const items = token.items.map((item, index) => (
    <li key={index} className={item.task ? 'markdown__task' : undefined}>
      {renderBlockTokens(item.tokens, options)}
    </li>
  ));
  if (token.ordered) {
    return (
      <ol key={key} start={token.start === '' || token.start === 1 ? undefined : token.start}>
        {items}
      </ol>
    );
  }
  return <ul key={key}>{items}</ul>;
}

function renderTable(token: Tokens.Table, key: number): ReactNode {
  const alignOf = (index: number) => token.align[index] ?? undefined;
  return (
    <div key={key} className="markdown__table-scroll">
      <table>
        <thead>
          <tr>
            {token.header.map((cell, index) => (
              <th key={index} style={{ textAlign: alignOf(index) }}>
                {renderInlineTokens(cell.tokens)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {token.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} style={{ textAlign: alignOf(index) }}>
                  {renderInlineTokens(cell.tokens)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function renderHeading(token: Tokens.Heading, key: number): ReactNode {
  const children = renderInlineTokens(token.tokens);
  switch (token.depth) {
    case 1:
      return <h1 key={key}>{children}</h1>;
    case 2:
      return <h2 key={key}>{children}</h2>;
    case 3:
      return <h3 key={key}>{children}</h3>;
    case 4:
      return <h4 key={key}>{children}</h4>;
    case 5:
      return <h5 key={key}>{children}</h5>;
    default:
      return <h6 key={key}>{children}</h6>;
  }
}

function renderBlockToken(token: Token, key: number, options: BlockRenderOptions): ReactNode {
  const typed = asMarkdownToken(token);
  if (!typed) return <p key={key}>{token.raw}</p>;
  switch (typed.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return <p key={key}>{renderInlineTokens(typed.tokens)}</p>;
    case 'text':
      // A tight list item's text: inline content without a paragraph around it.
      return <span key={key}>{typed.tokens ? renderInlineTokens(typed.tokens) : typed.text}</span>;
    case 'heading':
      return renderHeading(typed, key);
    case 'code':
      return renderCode(typed, key, options);
    case 'blockquote':
      return <blockquote key={key}>{renderBlockTokens(typed.tokens, options)}</blockquote>;
    case 'list':
      return renderList(typed, key, options);
    case 'checkbox':
      return <TaskCheckbox key={key} checked={typed.checked} />;
    case 'table':
      return renderTable(typed, key);
    case 'hr':
      return <hr key={key} />;
    case 'html':
      // Raw HTML in model output is shown as the text it is, never parsed into elements.
      return (
        <p key={key} className="markdown__raw-html">
          {typed.raw.trimEnd()}
        </p>
      );
    case 'blockMath':
      return <MathFormula key={key} tex={typed.tex} display />;
    case 'flattened':
      return <FlattenedBlock key={key} token={typed} />;
    default:
      return <span key={key}>{renderInlineTokens([typed])}</span>;
  }
}

export function renderBlockTokens(tokens: readonly Token[], options: BlockRenderOptions): ReactNode[] {
  return tokens.map((token, index) => renderBlockToken(token, index, options));
}
