import { describe, expect, it } from 'vitest';

import { html, trustedHtml } from './html';

describe('html', () => {
  it('should escape interpolated text', () => {
    expect(html`<p title="${`"x" & 'y'`}">${'<script>alert(1)</script>'}</p>`.toString()).toBe(
      '<p title="&quot;x&quot; &amp; &#39;y&#39;">&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('should insert markup built by html or trusted as is', () => {
    const items = ['a<', 'b'].map((item) => html`<i>${item}</i>`);
    expect(html`<b>${items}</b>`.toString()).toBe('<b><i>a&lt;</i><i>b</i></b>');
    expect(html`${trustedHtml('<hr>')}`.toString()).toBe('<hr>');
  });

  it('should render null, undefined and false as nothing, and 0 as 0', () => {
    expect(html`${null}${undefined}${false}${0}`.toString()).toBe('0');
  });
});
