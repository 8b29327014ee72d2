import { Flex, theme, Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { useState } from 'react';

/** One line of text cut with an ellipsis; the whole text shows in a tooltip on hover when it is cut. */
function CutLine({ text, style }: { text: string; style?: CSSProperties }) {
  const [cut, setCut] = useState(false);
  return (
    <Tooltip title={cut ? text : undefined}>
      <span
        style={{
          display: 'block',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
          ...style,
        }}
        onMouseEnter={(event) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth)}
      >
        {text}
      </span>
    </Tooltip>
  );
}

/**
 * Two texts of a list cell, one per line, each cut with an ellipsis (whole on hover). Plain elements, not
 * Ant Design's Typography, which lists would load for this alone (about 10 KB gzip).
 */
export function TwoLines({ first, second }: { first: string; second: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <CutLine text={first} />
      <CutLine text={second} style={{ color: token.colorTextSecondary }} />
    </Flex>
  );
}
