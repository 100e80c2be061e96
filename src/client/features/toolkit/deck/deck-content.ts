/**
 * Guidance for the ten pitch-deck slides: what to write (the content box's placeholder) and
 * tips that help a first-time founder write a slide investors read to the end.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeckSlideKey } from '~/shared/toolkit';

/** A slide's guidance, as message descriptors translated where they are shown. */
export interface SlideGuide {
  placeholder: MessageDescriptor;
  tips: MessageDescriptor[];
}

export const slideGuides: Record<DeckSlideKey, SlideGuide> = {
  title: {
    placeholder: msg`Your company name`,
    tips: [
      msg`Use the name investors will search for later, exactly as it appears on your website.`,
      msg`Keep the tagline to one line that says what you do and for whom, e.g. "Healthy lunches delivered to campus in 15 minutes".`,
      msg`Avoid jargon and buzzwords: a ten-year-old should understand the tagline.`,
    ],
  },
  problem: {
    placeholder: msg`Describe the problem your customers face. Who has it, how often, and what does it cost them today?`,
    tips: [
      msg`Tell it from the customer's side: a short, concrete story of one person hitting the problem beats a statistic.`,
      msg`Put a number on the pain: hours lost, money wasted, or how many people have it.`,
      msg`Show how people cope today (spreadsheets, workarounds, doing nothing) and why that falls short.`,
    ],
  },
  solution: {
    placeholder: msg`Explain your solution and how it removes the problem. What does the customer do differently with it?`,
    tips: [
      msg`Map each part of the solution to the problem you just described; leave out features that do not.`,
      msg`Show the product: a screenshot, a photo or a three-step flow is worth a paragraph.`,
      msg`Say what makes it ten times better, not slightly better, than today's way.`,
    ],
  },
  market: {
    placeholder: msg`How big is the opportunity? Give your total, serviceable and obtainable market (TAM, SAM, SOM) and where the numbers come from.`,
    tips: [
      msg`Build the market size bottom-up: number of customers × what each pays per year.`,
      msg`Name your sources and the year of the data; investors check.`,
      msg`Explain why now: the trend, regulation or technology shift that opens this market today.`,
    ],
  },
  business: {
    placeholder: msg`How do you make money? Pricing, who pays, how often, and your margins per customer.`,
    tips: [
      msg`State your price and pricing model plainly (subscription, per transaction, licence).`,
      msg`Show unit economics if you have them: customer acquisition cost, lifetime value and gross margin.`,
      msg`Explain how revenue grows as you grow: more customers, higher plans, or more use per customer.`,
    ],
  },
  competition: {
    placeholder: msg`Who else solves this problem, and how do you compare? Include indirect alternatives and doing nothing.`,
    tips: [
      msg`Never say you have no competitors; the customer's current workaround is always one.`,
      msg`A simple two-axis chart or comparison table makes your position clear at a glance.`,
      msg`End with your lasting advantage: a network effect, proprietary data, cost or distribution others lack.`,
    ],
  },
  traction: {
    placeholder: msg`What proof do you have that customers want this? Users, revenue, growth rate, pilots, letters of intent.`,
    tips: [
      msg`Lead with your strongest number and show it over time; growth rate matters more than the total.`,
      msg`Early-stage proof counts too: waitlist sign-ups, paid pilots, repeat use, strong customer quotes.`,
      msg`Be precise and honest: "120 paying customers, 18% monthly growth" beats "thousands of users".`,
    ],
  },
  team: {
    placeholder: msg`Who is building this? Founders and key people, their roles, and the experience that makes them the right team.`,
    tips: [
      msg`For each person, give one line of relevant experience, not a full CV.`,
      msg`Show why this team can win this market: domain knowledge, technical skill, prior startups.`,
      msg`Mention key advisers or planned hires that fill an obvious gap.`,
    ],
  },
  financials: {
    placeholder: msg`Summarise your financial plan: revenue, costs and profit for the next three to five years, and your key assumptions.`,
    tips: [
      msg`Show a simple table of three to five years: revenue, gross margin, operating costs, net result.`,
      msg`State the two or three assumptions that drive the model (conversion rate, price, churn).`,
      msg`Include your current monthly burn and runway; the Financial Tools page can work these out for you.`,
    ],
  },
  funding: {
    placeholder: msg`How much are you raising, on what terms, and what will the money achieve? Break down how you will use it.`,
    tips: [
      msg`Name the amount and the instrument (equity, SAFE, convertible note).`,
      msg`Show the use of funds as percentages: product, hiring, marketing, operations.`,
      msg`Tie the money to milestones it buys and the runway it gives, e.g. "18 months to 10,000 customers".`,
    ],
  },
};

export const taglineGuide = {
  label: msg`Tagline`,
  placeholder: msg`One line that says what you do and for whom`,
};
