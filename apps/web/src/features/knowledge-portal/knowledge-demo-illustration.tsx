/**
 * The demo popup's picture, drawn inline so it needs no asset and follows the theme: a document with
 * a highlighted passage, a magnifier searching it, and a chat answer citing that passage as [1].
 */
export function KnowledgeDemoIllustration({ label }: { label: string }) {
  return (
    <svg className="knowledge-demo__image" viewBox="0 0 420 200" role="img" aria-label={label}>
      <rect className="knowledge-demo__paper" x="16" y="14" width="150" height="172" rx="10" />
      <path className="knowledge-demo__fold" d="M136 14 L166 44 L136 44 Z" />
      {[40, 56, 72].map((y) => (
        <rect
          key={y}
          className="knowledge-demo__line"
          x="32"
          y={y}
          width={y === 72 ? 70 : 96}
          height="7"
          rx="3.5"
        />
      ))}
      <rect className="knowledge-demo__passage" x="26" y="88" width="128" height="36" rx="6" />
      {[96, 110].map((y) => (
        <rect
          key={y}
          className="knowledge-demo__line knowledge-demo__line--strong"
          x="34"
          y={y}
          width={y === 96 ? 110 : 84}
          height="7"
          rx="3.5"
        />
      ))}
      {[140, 156].map((y) => (
        <rect
          key={y}
          className="knowledge-demo__line"
          x="32"
          y={y}
          width={y === 140 ? 104 : 60}
          height="7"
          rx="3.5"
        />
      ))}
      <text className="knowledge-demo__page" x="138" y="178" textAnchor="end">
        p. 7
      </text>
      <circle className="knowledge-demo__lens" cx="170" cy="108" r="22" />
      <path className="knowledge-demo__handle" d="M186 124 L204 142" />
      <path className="knowledge-demo__arrow" d="M214 100 C 240 90, 250 90, 262 92" />
      <path className="knowledge-demo__arrow-head" d="M256 84 L266 92 L255 99" />
      <rect className="knowledge-demo__bubble" x="272" y="40" width="134" height="112" rx="14" />
      {[60, 76, 92].map((y) => (
        <rect
          key={y}
          className="knowledge-demo__line knowledge-demo__line--on-bubble"
          x="286"
          y={y}
          width={y === 92 ? 70 : 104}
          height="7"
          rx="3.5"
        />
      ))}
      <rect className="knowledge-demo__citation" x="286" y="112" width="40" height="22" rx="11" />
      <text className="knowledge-demo__citation-text" x="306" y="127" textAnchor="middle">
        [1]
      </text>
    </svg>
  );
}
