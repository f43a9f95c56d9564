/**
 * @firebase/firestore imports re2js (~45 KB gzipped) only to evaluate the LIKE and regex
 * functions of Firestore pipelines locally. We use no pipelines, so Firestore's import resolves
 * here; should one ever be evaluated, compile throws and Firestore's own catch reports the
 * expression as an error instead of matching.
 */
export const RE2JS = {
  compile(pattern: string): never {
    throw new Error(`Pipeline regular expressions are not in this build (pattern ${pattern})`);
  },
};
