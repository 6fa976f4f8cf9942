/** Stored HTML and what `HTML_ALLOW_LIST` leaves of it, serialised as HTML5 does (`<img>`, not `<img />`). */
export interface SanitizeExample {
  name: string;
  html: string;
  clean: string;
}

/**
 * What both sanitizers configured from `HTML_ALLOW_LIST` must answer: the API's sanitize-html on write and ui's
 * DOMPurify on display run these same examples in their own tests, so neither can drift from the list.
 */
export const SANITIZE_EXAMPLES: readonly SanitizeExample[] = [
  {
    name: 'keeps the formatting of a post',
    html: '<h2>Deals</h2><p>Save <strong>40%</strong> on <em>tents</em> &amp; more.</p><ul><li>One</li></ul>',
    clean: '<h2>Deals</h2><p>Save <strong>40%</strong> on <em>tents</em> &amp; more.</p><ul><li>One</li></ul>',
  },
  {
    name: 'drops scripts and event handlers',
    html: '<p onclick="steal()">Hi</p><script>alert(1)</script>',
    clean: '<p>Hi</p>',
  },
  {
    name: 'keeps web and mail links, each opening without access to the storefront',
    html: '<a href="https://shop.example/tv" target="_blank" onmouseover="x()">TV</a> <a href="mailto:team@shop.example">Mail</a>',
    clean:
      '<a href="https://shop.example/tv" target="_blank" rel="noopener noreferrer">TV</a> <a href="mailto:team@shop.example" rel="noopener noreferrer">Mail</a>',
  },
  {
    name: 'drops javascript: and protocol-relative links',
    html: '<a href="javascript:alert(1)">x</a><a href="//evil.example">y</a>',
    clean: '<a rel="noopener noreferrer">x</a><a rel="noopener noreferrer">y</a>',
  },
  {
    name: 'keeps relative links',
    html: '<a href="/sales/spring">Spring sale</a>',
    clean: '<a href="/sales/spring" rel="noopener noreferrer">Spring sale</a>',
  },
  {
    name: 'takes images from the web only',
    html: '<img src="https://img.example/a.png" alt="A tent" width="400"><img src="data:image/png;base64,AAAA" alt="data"><img src="mailto:a@b.c" alt="mail">',
    clean: '<img src="https://img.example/a.png" alt="A tent" width="400"><img alt="data"><img alt="mail">',
  },
  {
    name: 'keeps the text of tags it does not know, without the tags or their styles',
    html: '<div class="x"><span style="color:red">Bold claim</span></div><h5>Small print</h5>',
    clean: 'Bold claimSmall print',
  },
  {
    name: 'drops forms and frames',
    html: '<form action="https://evil.example"><input value="card"></form><iframe src="https://evil.example"></iframe><p>ok</p>',
    clean: '<p>ok</p>',
  },
];
