import { useState } from 'react';
import { FAQ_ITEMS } from '../faq-items';
import '../section-frame.css';
import '../faq.css';

/**
 * The landing FAQ (spec section 2), anchored as `section1`: seven questions as an accordion with
 * one answer open at a time (WAI-ARIA APG accordion: each question is a heading holding a button
 * with aria-expanded that controls its answer region). All start closed; the answers are still in
 * the pre-rendered HTML, hidden, so search engines read them.
 */
export function FaqSection() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section id="section1" className="lp-section faq" aria-labelledby="faq-title">
      <div className="lp-section__inner">
        <h2 id="faq-title" className="lp-section__title">
          Frequently asked questions
        </h2>
        <div className="faq__list">
          {FAQ_ITEMS.map((item) => {
            const open = openId === item.id;
            const buttonId = `faq-${item.id}-button`;
            const panelId = `faq-${item.id}-answer`;
            return (
              <div key={item.id} className="faq__item">
                <h3 className="faq__question">
                  <button
                    type="button"
                    id={buttonId}
                    className="faq__button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : item.id)}
                  >
                    <span>{item.question}</span>
                    <svg className="faq__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path
                        d="M6 9l6 6 6-6"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!open}>
                  {item.answer}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
