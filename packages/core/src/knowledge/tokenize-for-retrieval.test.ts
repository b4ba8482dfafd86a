import { describe, expect, it } from 'vitest';
import { stemWord } from './stem-word.ts';
import { maximumRetrievalTermLength, tokenizeForRetrieval } from './tokenize-for-retrieval.ts';

describe('tokenizeForRetrieval', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(tokenizeForRetrieval('CRÈME-brûlée, Straße/2024')).toEqual(['crem', 'brule', 'strass', '2024']);
  });

  it('drops common English, German and French words', () => {
    expect(tokenizeForRetrieval('What is the power of the Senate?')).toEqual(['power', 'senat']);
    expect(tokenizeForRetrieval('der Hund und die Katze')).toEqual(['hund', 'katz']);
    expect(tokenizeForRetrieval('le chat est dans la maison')).toEqual(['chat', 'maison']);
  });

  it('brings inflected forms of a word to one stem', () => {
    const forms = ['declare', 'declared', 'declares', 'declaring', 'declaration'];
    expect(new Set(forms.map((form) => tokenizeForRetrieval(form)[0]))).toEqual(new Set(['declar']));
    expect(tokenizeForRetrieval('taxes taxation tax')).toEqual(['tax', 'tax', 'tax']);
    expect(tokenizeForRetrieval('liberties liberty')).toEqual(['liberty', 'liberty']);
  });

  it('keeps digits and drops single letters', () => {
    expect(tokenizeForRetrieval('Article 1, section b')).toEqual(['articl', '1', 'section']);
  });

  it('indexes text written without spaces by character pairs', () => {
    expect(tokenizeForRetrieval('東京都')).toEqual(['東京', '京都']);
  });

  it('cuts very long words to a bounded term', () => {
    const [term] = tokenizeForRetrieval('x'.repeat(500));
    expect(term?.length).toBeLessThanOrEqual(maximumRetrievalTermLength);
  });
});

describe('stemWord', () => {
  it('leaves short words and words with digits alone', () => {
    expect(stemWord('bus')).toBe('bus');
    expect(stemWord('mp3s')).toBe('mp3s');
  });

  it('undoes a doubled consonant but keeps ll, ss and zz', () => {
    expect(stemWord('stopped')).toBe('stop');
    expect(stemWord('called')).toBe('call');
    expect(stemWord('passed')).toBe('pass');
  });
});
