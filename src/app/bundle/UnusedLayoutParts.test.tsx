import { render, screen } from '@testing-library/react';
import { AppsLogoComponents, BaseMenu, GlobalHeader, Logo, TopNavHeader, defaultRenderLogo } from './UnusedLayoutParts';

describe('the stand-ins for the ProLayout parts the console draws itself', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it.each([
    ['the default header', GlobalHeader, /default header/],
    ['the top navigation header', TopNavHeader, /top navigation header/],
    ['the menu', BaseMenu, /menu \(pass menuContentRender\)/],
    ['the logo', Logo, /default logo/],
  ])('fail loudly when %s is drawn', (_name, Part, message) => {
    expect(() => render(<Part />)).toThrow(message);
  });

  it('draw no app list without apps, and fail when one is asked for', () => {
    const { container } = render(<AppsLogoComponents />);
    expect(container).toBeEmptyDOMElement();
    expect(() => render(<AppsLogoComponents appList={[{ title: 'Signing' }]} />)).toThrow(/app list/);
  });

  it("keep ProLayout's logo rule: an address is an image, a function draws, an element stays", () => {
    render(<div>{defaultRenderLogo('/logo.svg')}</div>);
    expect(screen.getByAltText('logo')).toHaveAttribute('src', '/logo.svg');
    render(
      <div>
        {defaultRenderLogo(() => (
          <span>drawn</span>
        ))}
      </div>,
    );
    expect(screen.getByText('drawn')).toBeInTheDocument();
    render(<div>{defaultRenderLogo(<b>mark</b>)}</div>);
    expect(screen.getByText('mark')).toBeInTheDocument();
  });
});
