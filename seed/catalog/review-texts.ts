/** Review texts of the demo shop, German and English, as shoppers write them. */
export const reviewTemplates: Array<{ lang: 'de' | 'en'; rating: number; title: string; message: string }> = [
  {
    lang: 'de',
    rating: 5,
    title: 'Endlich gutes Licht',
    message:
      'Das Licht ist hell und gleichmäßig, ich sehe beim Schminken jedes Detail. Die Montage hat zehn Minuten gedauert.',
  },
  {
    lang: 'de',
    rating: 5,
    title: 'Top Qualität',
    message: 'Sehr stabil, nichts wackelt. Die Vergrößerung ist klar und ohne Verzerrung am Rand.',
  },
  {
    lang: 'de',
    rating: 4,
    title: 'Gut, aber schwer',
    message:
      'Schöner Spiegel und gut verarbeitet. Er ist etwas schwerer als gedacht, die Dübel sollten also gut sitzen.',
  },
  {
    lang: 'de',
    rating: 4,
    title: 'Schnelle Lieferung',
    message: 'Am nächsten Tag da, gut verpackt. Der Akku hält bei mir etwa drei Wochen.',
  },
  {
    lang: 'de',
    rating: 3,
    title: 'Okay für den Preis',
    message: 'Erfüllt seinen Zweck. Die Farbe ist etwas dunkler als auf den Bildern.',
  },
  {
    lang: 'de',
    rating: 2,
    title: 'Saugnapf hält nicht',
    message: 'Auf meinen strukturierten Fliesen hält der Saugnapf nur ein paar Stunden. Auf glattem Glas geht es.',
  },
  {
    lang: 'de',
    rating: 5,
    title: 'Perfekt zum Rasieren',
    message: 'Beschlägt wirklich nicht, auch nicht bei heißem Duschen. Hätte ich schon viel früher kaufen sollen.',
  },
  {
    lang: 'en',
    rating: 5,
    title: 'Great light',
    message: 'Bright and even light, I can see every detail when doing my make-up. Took ten minutes to mount.',
  },
  {
    lang: 'en',
    rating: 4,
    title: 'Solid mirror',
    message: 'Well made and sturdy. The magnification is sharp right to the edge.',
  },
  {
    lang: 'en',
    rating: 1,
    title: 'Arrived broken',
    message: 'The glass was cracked on arrival. Customer service sent a replacement within three days though.',
  },
];
