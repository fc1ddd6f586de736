import { COLLECT_PATH_MAX, type TagKind } from '@amoretto/shared';

/**
 * The stand-in for a vendor's script (docs/product.md#consent): loaded like the real one (a script
 * element carrying `data-tag-id`), it reports one hit for the page it loaded on and one per page
 * the app moves to, to this backend's collector. No cookie, no storage, nothing about the visitor.
 */
export function collectorScript(kind: TagKind): string {
  return `(function () {
  var script = document.currentScript;
  var id = script && script.getAttribute('data-tag-id');
  if (!id) return;
  var last = null;
  function hit() {
    var path = location.pathname.slice(0, ${COLLECT_PATH_MAX});
    if (path === last) return;
    last = path;
    fetch('/api/collect/hits', {
      method: 'POST',
      credentials: 'omit',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: ${JSON.stringify(kind)}, tag_id: id, path: path })
    }).catch(function () {});
  }
  hit();
  ['pushState', 'replaceState'].forEach(function (name) {
    var original = history[name];
    history[name] = function () {
      var result = original.apply(this, arguments);
      setTimeout(hit, 0);
      return result;
    };
  });
  addEventListener('popstate', hit);
})();
`;
}
