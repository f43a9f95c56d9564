import type emotionStyled from '@emotion/styled';
import createStyled from '@emotion/styled/base';

/**
 * @emotion/styled's entry makes its shorthands (styled.div, styled.a …) up front, one per name in
 * a list of 134 HTML and SVG elements: about 450 bytes gzipped, all in the first load. Production
 * builds take this one instead (web/vite.config.ts), which makes a shorthand when it is first
 * read: `styled.div` is `styled('div')`, as in emotion's. Calls (`styled('div', options)`,
 * `styled(Component)`) go straight to emotion's createStyled.
 * src/__tests__/styled-shorthands.test.tsx renders both and compares.
 */
const styled = new Proxy(createStyled, {
  get(target, key, receiver) {
    if (typeof key !== 'string' || key in target) return Reflect.get(target, key, receiver);
    return (createStyled as (tag: string) => unknown)(key);
  },
});

export default styled as typeof emotionStyled;
