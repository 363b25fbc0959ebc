import type { ProductFamily } from './product-families';

/** A product's texts in a language: short and long description, technical data, meta description, keywords. */
export function describeProduct(family: ProductFamily, lang: 'de' | 'en', diameterCm: number, factors: number[]) {
  const magnification = factors
    .map((factor) => (lang === 'de' ? `${factor}-fach` : `${factor}x`))
    .join(lang === 'de' ? ', ' : ', ');
  const de = lang === 'de';
  const features = [
    de ? `Vergrößerung: ${magnification}` : `Magnification: ${magnification}`,
    de ? `Spiegelfläche Ø ${diameterCm} cm` : `Mirror surface Ø ${diameterCm} cm`,
    family.mount[lang],
    family.led
      ? de
        ? 'LED-Beleuchtung, dimmbar, Akku per USB-C ladbar'
        : 'LED lighting, dimmable, battery charged via USB-C'
      : de
        ? 'Ohne Beleuchtung'
        : 'Without lighting',
    de ? `Material: ${family.material.de}` : `Material: ${family.material.en}`,
  ];
  return {
    shortDescription: family.intro[lang],
    description:
      `<p>${family.intro[lang]}</p>` +
      `<p>${
        de
          ? 'Das verzerrungsfreie Kristallglas ist rückseitig silberbeschichtet und bleibt auch in feuchten Bädern dauerhaft klar. Alle Teile sind einzeln ersetzbar.'
          : 'The distortion-free crystal glass is silvered on the back and stays clear even in humid bathrooms. Every part can be replaced on its own.'
      }</p>` +
      `<ul>${features.map((feature) => `<li>${feature}</li>`).join('')}</ul>`,
    technicalData: `<ul>${features.map((feature) => `<li>${feature}</li>`).join('')}</ul>`,
    metaDescription: `${family.name[lang]}: ${family.intro[lang]}`.slice(0, 155),
    keywords: [family.name[lang], ...factors.map((factor) => `${factor}x`), family.led ? 'LED' : '']
      .filter(Boolean)
      .join(', '),
  };
}
