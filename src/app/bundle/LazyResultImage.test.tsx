import { render, screen } from '@testing-library/react';
import * as realNotFound from 'antd/lib/result/noFound';
import * as realServerError from 'antd/lib/result/serverError';
import * as realUnauthorized from 'antd/lib/result/unauthorized';
import type { ComponentType } from 'react';
import * as notFound from './LazyNotFoundImage';
import * as serverError from './LazyServerErrorImage';
import * as unauthorized from './LazyUnauthorizedImage';

const names = (module: object) => Object.keys(module).filter((name) => name !== '__esModule');
const component = (module: { default: unknown }) => module.default as ComponentType;

/** As antd's Result draws its picture for a 403, 404 or 500 status (antd/es/result/index.js). */
const picture = (Picture: ComponentType) => (
  <div className="ant-result ant-result-404">
    <div className="ant-result-icon ant-result-image">
      <Picture />
    </div>
  </div>
);

describe("the stand-ins for antd Result's pictures (the console's 403, 404 and 500 pages)", () => {
  it.each([
    ['404', notFound, realNotFound, 'No Found'],
    ['500', serverError, realServerError, 'Server Error'],
    ['403', unauthorized, realUnauthorized, 'Unauthorized'],
  ])('draw the %s picture antd draws, once loaded', async (_status, standIn, real, title) => {
    expect(names(standIn)).toEqual(expect.arrayContaining(names(real)));
    const { container: ours } = render(picture(component(standIn)));
    // Until then a block in the picture's place (which antd's style sizes to the picture).
    expect(ours.querySelector('.ant-result-image > div')).toBeInTheDocument();
    expect(await screen.findByTitle(title)).toBeInTheDocument();
    const { container: theirs } = render(picture(component(real)));
    expect(ours.innerHTML).toBe(theirs.innerHTML);
    expect(ours.querySelector('.ant-result-image > svg')).toBeInTheDocument();
  });
});
