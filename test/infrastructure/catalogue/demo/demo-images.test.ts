import { AGENT_IMAGE_COUNT, DEMO_IMAGE_COUNT, agentImageSvg, demoImageSvg } from '../../../../infrastructure/catalogue/demo/demo-images';

/** Well-formed XML: every tag closed in order, attributes quoted, nothing outside the root element. */
function isWellFormedSvg(text: string): boolean {
  if (!text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !text.endsWith('</svg>')) return false;
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let position = 0;
  for (let match = tag.exec(text); match !== null; match = tag.exec(text)) {
    if (text.slice(position, match.index).trim() !== '') return false; // no text content at all
    position = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name as string);
    }
    if (stack.length === 0 && position !== text.length) return false;
  }
  return position === text.length && stack.length === 0;
}

const photos = Array.from({ length: DEMO_IMAGE_COUNT }, (_, index) => demoImageSvg(index + 1));
const agents = Array.from({ length: AGENT_IMAGE_COUNT }, (_, index) => agentImageSvg(index + 1));

describe('demo images', () => {
  it.each([...photos.map((svg, index) => [`photo ${index + 1}`, svg]), ...agents.map((svg, index) => [`agent ${index + 1}`, svg])])(
    '%s is a well-formed, self-contained SVG under 2 KB without text',
    (_, svg) => {
      expect(isWellFormedSvg(svg as string)).toBe(true);
      expect(new TextEncoder().encode(svg as string).length).toBeLessThan(2048);
      expect(svg).not.toMatch(/<text|href|<image|<script|<foreignObject|@import/);
      expect((svg as string).replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|url\((?!#)/);
    },
  );

  it('draws 24 different photos and 5 different portraits, the same each time', () => {
    expect(new Set(photos).size).toBe(DEMO_IMAGE_COUNT);
    expect(new Set(agents).size).toBe(AGENT_IMAGE_COUNT);
    expect(demoImageSvg(7)).toBe(photos[6]);
  });

  it('wraps numbers outside the range onto it', () => {
    expect(demoImageSvg(25)).toBe(photos[0]);
    expect(demoImageSvg(0)).toBe(photos[23]);
    expect(agentImageSvg(6)).toBe(agents[0]);
  });

  it('the checker rejects broken markup', () => {
    expect(isWellFormedSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toBe(false);
    expect(isWellFormedSvg('<svg xmlns="http://www.w3.org/2000/svg">hello</svg>')).toBe(false);
  });
});
