import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Links that open a new tab must not hand the page to the opened site; an image the author gave
 * no description is treated as decorative (alt="") so screen readers skip its file name.
 */
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

/**
 * A post's HTML with everything that could run removed (scripts, event handlers, javascript:
 * URLs, forms, frames). Where DOMPurify cannot work (no DOM), nothing is rendered: fail closed.
 */
export function sanitizePostHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  addHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
