import React, {type ReactNode} from 'react';
import {Highlight, Prism, type Token} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ThemeLine from '@theme/CodeBlock/Line';
import type SiteLine from '@site/src/theme/CodeBlock/Line/index.tsx';
import useTypedLines from '@theme/TypedCode/useTypedLines';

// Our Line, which also takes a line's type popups.
const Line = ThemeLine as typeof SiteLine;

// The languages the config adds (themeConfig.prism.additionalLanguages), registered once with this module.
prismIncludeLanguages(Prism);

export interface HighlightedCodeProps {
  code: string;
  language: string;
  lineClassNames: Record<number, string[]>;
  showLineNumbers: boolean;
}

/**
 * The tokens of a code block, with classes only: colours come from the generated token CSS
 * (plugins/lean-client/prismCss.ts), so no inline style depends on the colour mode.
 */
export default function HighlightedCode({code, language, lineClassNames, showLineNumbers}: HighlightedCodeProps): ReactNode {
  // A checked FastStore example carries its type popups (plugins/typed-code); other blocks have none.
  const typedLine = useTypedLines();
  return (
    <Highlight code={code} language={language} theme={{plain: {}, styles: []}}>
      {({tokens, getLineProps, getTokenProps}) =>
        tokens.map((line: Token[], index) => (
          <Line
            key={index}
            line={line}
            getLineProps={(input) => ({...getLineProps(input), style: undefined})}
            getTokenProps={(input) => ({...getTokenProps(input), style: undefined})}
            classNames={lineClassNames[index]}
            showLineNumbers={showLineNumbers}
            typed={typedLine(index)}
          />
        ))
      }
    </Highlight>
  );
}
