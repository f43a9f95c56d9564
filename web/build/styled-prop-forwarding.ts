/**
 * @emotion/styled decides which props a styled HTML element passes on to the DOM with
 * @emotion/is-prop-valid, a list of every HTML, SVG and React prop: about 2 KB gzipped, all of it
 * in the first load. Our styled elements that take props of their own say which ones stay back
 * (shouldForwardProp; src/__tests__/styled-props.test.ts fails when one does not), so production
 * builds pass the rest on as they are, keeping back only emotion's own `as` (the element switch)
 * and `theme`.
 */
export default function isPropValid(prop: string): boolean {
  return prop !== 'as' && prop !== 'theme';
}
