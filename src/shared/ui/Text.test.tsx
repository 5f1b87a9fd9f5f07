import { render, screen } from '@testing-library/react';
import { Text } from './Text';

describe('Text', () => {
  it('draws secondary text in the description colour', () => {
    render(<Text type="secondary">Deutsch</Text>);
    expect(screen.getByText('Deutsch').tagName).toBe('SPAN');
    expect(screen.getByText('Deutsch')).toHaveStyle({ color: 'rgba(0, 0, 0, 0.45)' });
  });

  it('draws strong text as a strong element', () => {
    render(<Text strong>Müller GmbH</Text>);
    expect(screen.getByText('Müller GmbH').tagName).toBe('STRONG');
  });

  it('draws code in a code element inside the text', () => {
    render(<Text code>de-DE</Text>);
    expect(screen.getByText('de-DE').tagName).toBe('CODE');
    expect(screen.getByText('de-DE').parentElement?.tagName).toBe('SPAN');
  });
});
