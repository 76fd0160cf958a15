import type { SeedCourseLessons } from "./types";

/**
 * Advanced English (C1-C2). Module 1: Precision and Nuance in Language.
 * Module 2: Academic Reading and Writing.
 */
export const c1c2: SeedCourseLessons = {
  courseSlug: "c1-c2",
  lessons: [
    {
      module: 1,
      title: "Register: Choosing Formal or Informal English",
      description: "Recognise the features of formal and informal English and shift register to suit your audience and purpose.",
      estimatedMinutes: 25,
      explanation:
        "Register is the level of formality we choose to suit our audience, purpose and medium. The same message can be expressed very differently: 'Can you send me the file?' to a colleague you know well, but 'I would be grateful if you could forward the document' in a formal letter. Misjudging register can make a writer sound either cold and stiff or overly familiar.\n\n" +
        "Several features mark formal English. It favours single-word verbs, often of Latin origin, over phrasal verbs (investigate rather than look into, tolerate rather than put up with), avoids contractions and colloquialisms, and makes greater use of the passive and impersonal structures such as 'It is recommended that...'. Informal English, by contrast, relies on phrasal verbs, contractions, direct questions and vague language such as 'and stuff' or 'sort of'.\n\n" +
        "Register is a spectrum rather than a binary choice. An email to a new client in Nairobi might be polite but warm ('Thanks so much for your quick reply'), sitting somewhere between a legal contract and a text message to a friend. Skilled writers shift register deliberately, and consistency matters: a sudden colloquialism in an otherwise formal report is jarring.",
      examples: [
        "Informal: We need to sort out the problem ASAP. Formal: The issue must be resolved as a matter of urgency.",
        "Informal: Sorry, I can't make it. Formal: Unfortunately, I am unable to attend.",
        "Informal: They've put off the meeting. Formal: The meeting has been postponed.",
        "It has come to our attention that several invoices remain unpaid.",
        "Cheers for sorting that out so quickly!",
      ],
      exercises: [
        {
          type: "matching",
          title: "Phrasal verbs and formal equivalents",
          description: "Match each informal phrasal verb with its more formal single-word equivalent.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "look into", right: "investigate" },
              { left: "put up with", right: "tolerate" },
              { left: "find out", right: "discover" },
              { left: "cut down on", right: "reduce" },
              { left: "bring about", right: "cause" },
              { left: "set up", right: "establish" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "The most formal complaint",
          description: "Choose the sentence best suited to the opening of a formal letter of complaint.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            question: "Which sentence is most appropriate for a formal letter of complaint?",
            options: [
              "I'm really fed up with your service.",
              "Your service is rubbish, to be honest.",
              "Just wanted to say I'm not happy with stuff.",
              "I am writing to express my dissatisfaction with the service I received.",
            ],
            answer: 3,
          },
        },
        {
          type: "fill_in_blank",
          title: "Raise the register",
          description: "Complete the formal version of an informal enquiry with one word in each space.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "Informal: Can you tell me when the course starts? Formal: I would be ___ if you could inform me of the start date. I look forward to ___ from you.",
            answers: [["grateful"], ["hearing"]],
          },
        },
        {
          type: "audio",
          title: "Identify the audience",
          description: "Listen to the message and decide who the speaker is most likely talking to.",
          difficulty: "advanced",
          points: 10,
          skill: "listening",
          content: {
            say: "Hey, just a heads-up: the meeting's been moved to Thursday, so don't bother coming in early tomorrow.",
            question: "Who is the speaker most likely addressing?",
            options: [
              "A senior government official",
              "A colleague they know well",
              "A judge in a courtroom",
              "Readers of an academic journal",
            ],
            answer: 1,
          },
        },
        {
          type: "speaking",
          title: "Deliver a formal apology",
          description: "Say this formal apology out loud in a calm, measured tone.",
          difficulty: "advanced",
          points: 10,
          skill: "speaking",
          content: { phrase: "Please accept our sincere apologies for any inconvenience this may have caused." },
        },
        {
          type: "flashcard",
          title: "Formal vocabulary",
          description: "Read each everyday word and turn the card to see a more formal alternative.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "ask for", back: "request" },
              { front: "need", back: "require" },
              { front: "help", back: "assist" },
              { front: "start", back: "commence" },
              { front: "enough", back: "sufficient" },
              { front: "about (a topic)", back: "regarding / concerning" },
            ],
          },
        },
      ],
    },
    {
      module: 1,
      title: "Hedging and Softening",
      description: "Use cautious and diplomatic language to make claims defensible and criticism constructive.",
      estimatedMinutes: 25,
      explanation:
        "Hedging is the use of cautious language to avoid sounding dogmatic, to protect oneself against being proved wrong, or simply to be diplomatic. Rather than claiming 'This policy will fail', a careful speaker might say 'This policy may well face serious difficulties'. The underlying message is similar, but the claim is more defensible and less confrontational.\n\n" +
        "The main hedging devices include modal verbs (may, might, could), lexical verbs (seem, appear, tend, suggest), adverbs (possibly, arguably, apparently, to some extent) and introductory phrases (It could be argued that..., There is some evidence that...). Softening in conversation works in a similar way: 'I was wondering if you could...' is far gentler than 'Can you...?', and 'It's not ideal' is a diplomatic way of saying that something is bad.\n\n" +
        "Hedging is a matter of judgement, not a reflex. Too little and you appear arrogant or careless with evidence; too much and you seem evasive, as in 'It might possibly perhaps be the case that...'. Effective speakers calibrate their certainty to the strength of their evidence.",
      examples: [
        "The results would seem to suggest a link between sleep and memory.",
        "It could be argued that the reforms came too late.",
        "I was wondering whether you might be free to discuss this on Friday.",
        "The proposal is arguably the most ambitious in the company's history.",
        "That's not quite what we had in mind.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Calibrate the claim",
          description: "Choose the statement that is hedged appropriately for the evidence available.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            question: "Which statement is most appropriately hedged for a report based on a small survey of one college?",
            options: [
              "The survey proves that all students prefer online learning.",
              "The survey suggests that many students at the college may prefer online learning.",
              "Everyone obviously prefers online learning.",
              "It might possibly perhaps be that some students could conceivably prefer online learning.",
            ],
            answer: 1,
          },
        },
        {
          type: "fill_in_blank",
          title: "Soften the request and the claim",
          description: "Write one word in each space to make the request and the claim more tentative.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "I was ___ if you could send me the figures by Friday. At first glance, the data would ___ to indicate a decline in sales.",
            answers: [["wondering"], ["seem", "appear"]],
          },
        },
        {
          type: "matching",
          title: "From direct to diplomatic",
          description: "Match each blunt statement with its diplomatic equivalent.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "This is a bad idea.", right: "I'm not sure this is the best approach." },
              { left: "You're late.", right: "We were expecting you a little earlier." },
              { left: "That figure is wrong.", right: "I think there may be a slight error in that figure." },
              { left: "I want a discount.", right: "Would there be any flexibility on the price?" },
              { left: "Your report is boring.", right: "The report could perhaps be a little more engaging." },
            ],
          },
        },
        {
          type: "audio",
          title: "Detect the hedge",
          description: "Listen to the comment about a new manager and judge how certain the speaker is.",
          difficulty: "advanced",
          points: 15,
          skill: "listening",
          content: {
            say: "Well, the new manager seems quite capable, although it's arguably too early to judge her performance.",
            question: "How certain is the speaker about the manager's ability?",
            options: [
              "Completely certain that she is excellent",
              "Convinced that she is incompetent",
              "Tentatively positive but reluctant to judge yet",
              "Unaware of who the manager is",
            ],
            answer: 2,
          },
        },
        {
          type: "speaking",
          title: "Disagree diplomatically",
          description: "Say this diplomatic disagreement out loud, keeping your tone warm.",
          difficulty: "advanced",
          points: 10,
          skill: "speaking",
          content: { phrase: "I take your point, but I'm not entirely convinced that this is the right approach." },
        },
      ],
    },
    {
      module: 1,
      title: "Collocations: Words That Naturally Belong Together",
      description: "Expand your repertoire of strong collocations so that your English sounds natural and precise.",
      estimatedMinutes: 25,
      explanation:
        "A collocation is a combination of words that proficient speakers habitually use together. We say 'heavy rain' but not 'strong rain', 'make a decision' rather than 'do a decision', and 'bitterly disappointed' rather than 'harshly disappointed'. The alternatives may not break any grammatical rule, yet they sound unnatural and mark the speaker as less proficient.\n\n" +
        "Collocations follow several patterns: adjective + noun (a sharp increase, a vested interest), verb + noun (draw a conclusion, pose a threat), adverb + adjective (highly unlikely, deeply concerned), and verb + adverb (vary considerably, decline sharply). Some are strong and almost fixed, such as 'foot the bill'; others are weaker and allow more variation.\n\n" +
        "Because collocations cannot be reliably deduced from grammar rules, the most effective strategy is to learn words in chunks rather than in isolation. When you record a new noun such as 'impact', note the words that typically accompany it: to have a significant impact on, to assess the impact of, a lasting impact.",
      examples: [
        "The government has pledged to tackle youth unemployment.",
        "It is highly unlikely that the talks will resume before June.",
        "Food prices rose sharply after the drought in East Africa.",
        "The new evidence poses a serious threat to the theory.",
        "She was bitterly disappointed not to be selected for the Olympic team.",
      ],
      exercises: [
        {
          type: "matching",
          title: "Verb and noun collocations",
          description: "Match each verb with the noun phrase it most strongly collocates with.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            pairs: [
              { left: "draw", right: "a conclusion" },
              { left: "pose", right: "a threat" },
              { left: "foot", right: "the bill" },
              { left: "strike", right: "a balance" },
              { left: "bear", right: "a resemblance" },
              { left: "meet", right: "a deadline" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Spot the natural collocation",
          description: "Choose the adjective that naturally collocates with 'rain'.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            question: "Which phrase is a natural collocation?",
            options: ["strong rain", "powerful rain", "heavy rain", "big rain"],
            answer: 2,
          },
        },
        {
          type: "fill_in_blank",
          title: "Adverb and adjective collocations",
          description: "Form the adverb from the word in brackets to complete each collocation.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "It is ___ (high) unlikely that the project will be finished on time, and residents are ___ (deep) concerned about the delays.",
            answers: [["highly"], ["deeply"]],
          },
        },
        {
          type: "audio",
          title: "Listen for the collocation",
          description: "Listen to the news report and choose what the parties did.",
          difficulty: "advanced",
          points: 10,
          skill: "listening",
          content: {
            say: "After months of negotiation, the two parties finally struck a deal that both sides could accept.",
            question: "What did the two parties do?",
            options: [
              "They reached an agreement.",
              "They abandoned the negotiations.",
              "They went to court.",
              "They postponed the decision.",
            ],
            answer: 0,
          },
        },
        {
          type: "flashcard",
          title: "Collocation networks",
          description: "Read each noun and turn the card to see its most useful collocations.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "decision", back: "make / reach / take a decision; a difficult / informed decision" },
              { front: "attention", back: "pay / attract / draw attention; close / undivided attention" },
              { front: "impact", back: "have / assess the impact; a significant / lasting impact" },
              { front: "risk", back: "take / run / pose a risk; a serious / calculated risk" },
              { front: "progress", back: "make progress; steady / considerable progress" },
            ],
          },
        },
        {
          type: "speaking",
          title: "Use collocations in context",
          description: "Say this sentence out loud, linking the collocations smoothly.",
          difficulty: "advanced",
          points: 10,
          skill: "speaking",
          content: { phrase: "We need to strike a balance between economic growth and environmental protection." },
        },
      ],
    },
    {
      module: 1,
      title: "Connotation and Near-Synonyms",
      description: "Choose between words with similar meanings by considering their connotation, strength and register.",
      estimatedMinutes: 25,
      explanation:
        "Words that share a dictionary definition rarely mean exactly the same thing. Connotation refers to the associations and emotional colouring a word carries. Describing someone as 'slim' is complimentary, 'thin' is fairly neutral, and 'skinny' or 'scrawny' can be critical. Similarly, a 'thrifty' person is admired for managing money well, whereas a 'stingy' one is criticised for refusing to spend it.\n\n" +
        "Near-synonyms also differ in register, strength and typical context. 'Error' is more formal than 'mistake'; 'furious' is stronger than 'annoyed'; 'childlike' suggests innocence, while 'childish' implies immaturity. Precise choices allow a writer to signal attitude without stating it openly, which is why journalists and politicians pay close attention to word choice: the same group of people might be described as 'protesters', 'activists' or 'troublemakers'.\n\n" +
        "When you meet a new word, ask not only what it means but also how it feels: is it positive, negative or neutral; formal or informal; mild or intense? A good learner's dictionary and real examples from a corpus are invaluable for answering these questions.",
      examples: [
        "My grandfather is thrifty; he has never wasted a cent in his life.",
        "The critic called the plot naive, while the director preferred the word 'idealistic'.",
        "He wasn't merely annoyed; he was absolutely furious.",
        "Her childlike curiosity made her a wonderful guide at the museum in Lisbon.",
        "The report notes a minor error in the calculations.",
      ],
      exercises: [
        {
          type: "matching",
          title: "Positive and negative near-synonyms",
          description: "Match each word with a positive connotation to its near-synonym with a negative connotation.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "thrifty", right: "stingy" },
              { left: "confident", right: "arrogant" },
              { left: "determined", right: "stubborn" },
              { left: "curious", right: "nosy" },
              { left: "slim", right: "skinny" },
            ],
          },
        },
        {
          type: "multiple_choice",
          title: "Childlike or childish?",
          description: "Choose the sentence in which 'childlike' is used appropriately.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            question: "In which sentence is 'childlike' used correctly?",
            options: [
              "Stop being so childlike and apologise to your sister.",
              "His childlike refusal to compromise ruined the negotiations.",
              "It was childlike of him to slam the door in anger.",
              "The painter kept a childlike sense of wonder well into old age.",
            ],
            answer: 3,
          },
        },
        {
          type: "fill_in_blank",
          title: "Historic or historical?",
          description: "Write 'historic' or 'historical' in each space.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "Signing the peace agreement was a ___ moment for the country. The museum holds ___ documents from the colonial period.",
            answers: [["historic"], ["historical"]],
          },
        },
        {
          type: "audio",
          title: "Hear the attitude",
          description: "Listen to the comment on a presentation and identify the speaker's attitude.",
          difficulty: "advanced",
          points: 10,
          skill: "listening",
          content: {
            say: "To be honest, I found the presentation rather simplistic; it glossed over most of the real difficulties.",
            question: "What is the speaker's attitude to the presentation?",
            options: ["Admiring of its clarity", "Critical of its lack of depth", "Neutral and uninterested", "Impressed by its detail"],
            answer: 1,
          },
        },
        {
          type: "speaking",
          title: "Reframe with connotation",
          description: "Say this sentence out loud, stressing the contrast between the two adjectives.",
          difficulty: "advanced",
          points: 10,
          skill: "speaking",
          content: { phrase: "She isn't stubborn; she is simply determined to succeed." },
        },
      ],
    },
    {
      module: 2,
      title: "Nominalisation in Academic Writing",
      description: "Turn verbs and adjectives into nouns to write concise, formal and information-dense academic prose.",
      estimatedMinutes: 30,
      explanation:
        "Nominalisation is the process of turning verbs and adjectives into nouns: analyse becomes analysis, fail becomes failure, and important becomes importance. Academic writing relies heavily on nominalisation because it allows complex processes to be treated as objects that can be described, evaluated and connected.\n\n" +
        "Compare 'Prices rose quickly, and this meant that many families couldn't afford to buy food' with 'The rapid rise in prices led to widespread food insecurity'. The second version is more concise, more impersonal and denser in information. The actions (rose, couldn't afford) have become noun phrases (the rapid rise, food insecurity), and the relationship between them is expressed by a single verb, led to.\n\n" +
        "Nominalisation should be used with discretion. Overloading a sentence with abstract nouns can make it heavy and obscure, as in 'The implementation of the introduction of the evaluation procedure...'. Aim for a balance: nominalise to condense information and create a formal tone, but keep a clear subject and a strong verb.",
      examples: [
        "The government's failure to invest in rail has had serious consequences.",
        "The rapid expansion of mobile banking in Kenya has transformed access to financial services.",
        "There has been a significant reduction in emissions since the introduction of the tax.",
        "Analysis of the interview data revealed three recurring themes.",
        "The importance of the port to the regional economy can hardly be overstated.",
      ],
      exercises: [
        {
          type: "matching",
          title: "From verb or adjective to noun",
          description: "Match each verb or adjective with its noun form.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "analyse", right: "analysis" },
              { left: "fail", right: "failure" },
              { left: "reduce", right: "reduction" },
              { left: "important", right: "importance" },
              { left: "able", right: "ability" },
              { left: "develop", right: "development" },
            ],
          },
        },
        {
          type: "fill_in_blank",
          title: "Nominalise the verbs",
          description: "Write the noun form of each verb in brackets.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "The ___ (introduce) of the new law led to a sharp ___ (reduce) in road accidents.",
            answers: [["introduction"], ["reduction"]],
          },
        },
        {
          type: "multiple_choice",
          title: "Choose the academic rewrite",
          description: "Choose the version that uses nominalisation most effectively for an academic text.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            question: "Which is the most academic rewrite of 'The council decided to close the library, and people were very angry'?",
            options: [
              "The council's decision to close the library provoked widespread anger.",
              "The council closed the library and people got really angry.",
              "People were angry because the council decided it would close the library.",
              "Closing the library was what the council decided, and anger was felt.",
            ],
            answer: 0,
          },
        },
        {
          type: "flashcard",
          title: "Useful nominalisations",
          description: "Read each verb or adjective and turn the card to see its noun form in use.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "grow", back: "growth: steady economic growth" },
              { front: "decide", back: "decision: the decision to withdraw" },
              { front: "explain", back: "explanation: a plausible explanation for" },
              { front: "accurate", back: "accuracy: the accuracy of the data" },
              { front: "emerge", back: "emergence: the emergence of new technologies" },
              { front: "difficult", back: "difficulty: difficulties in recruiting staff" },
            ],
          },
        },
        {
          type: "audio",
          title: "Listen to the summary",
          description: "Listen to the nominalised summary and identify the cause it describes.",
          difficulty: "advanced",
          points: 15,
          skill: "listening",
          content: {
            say: "The sharp decline in tourist numbers following the floods resulted in the closure of several small hotels along the coast.",
            question: "According to the speaker, what caused the hotels to close?",
            options: [
              "A rise in hotel prices",
              "New government regulations",
              "A fall in the number of tourists",
              "Competition from large resorts",
            ],
            answer: 2,
          },
        },
      ],
    },
    {
      module: 2,
      title: "Cautious Language in Academic Writing",
      description: "Match the strength of your academic claims to the strength of your evidence.",
      estimatedMinutes: 30,
      explanation:
        "Academic writers are expected to represent the strength of their evidence accurately. Overstating a claim ('This study proves that...') invites criticism, because a single study rarely proves anything; understating it makes the research seem trivial. Cautious language allows writers to make claims that are precise, defensible and honest about uncertainty.\n\n" +
        "Common strategies include reporting verbs that signal tentativeness (suggest, indicate, imply rather than prove), quantifiers that limit generalisations (many, a majority of, in most cases rather than all or always), and impersonal frames (It appears that..., There is evidence to suggest that...). Writers also acknowledge limitations explicitly: 'These findings should be interpreted with caution given the small sample size.'\n\n" +
        "Caution is not the same as vagueness. A well-hedged claim is still specific about what was found: 'The data indicate that students who slept fewer than six hours scored, on average, 12% lower' is both cautious and precise. The aim is to match the certainty of the language to the certainty of the evidence.",
      examples: [
        "The findings suggest that early exposure to reading may accelerate vocabulary growth.",
        "A majority of respondents in Lagos and Accra reported using mobile payments daily.",
        "It appears that the effect is stronger among older participants.",
        "These results should be treated as provisional until they are replicated.",
        "There is limited evidence that the intervention reduces absenteeism.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Avoid overclaiming",
          description: "Choose the conclusion that best matches the strength of the evidence.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            question:
              "A study of 40 students in one school found that group work improved their test scores. Which conclusion is most appropriate?",
            options: [
              "Group work always improves test scores.",
              "This study proves that group work is the best teaching method.",
              "Group work has no effect on learning.",
              "The results indicate that group work may improve test scores, although a larger study is needed.",
            ],
            answer: 3,
          },
        },
        {
          type: "fill_in_blank",
          title: "Tentative reporting",
          description: "Complete the sentences with a tentative reporting verb and a noun that signals care.",
          difficulty: "advanced",
          points: 15,
          skill: "writing",
          content: {
            text: "The data ___ that the new policy may have reduced waiting times. However, these findings should be interpreted with ___, because the sample was small.",
            answers: [
              ["suggest", "indicate", "imply", "suggests", "indicates", "implies"],
              ["caution", "care"],
            ],
          },
        },
        {
          type: "matching",
          title: "From overstated to cautious",
          description: "Match each overstated expression with a more cautious alternative.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            pairs: [
              { left: "proves", right: "suggests" },
              { left: "all students", right: "most students" },
              { left: "always", right: "in most cases" },
              { left: "It is certain that", right: "It appears likely that" },
              { left: "causes", right: "is associated with" },
            ],
          },
        },
        {
          type: "audio",
          title: "Evaluate the researcher's claim",
          description: "Listen to the researcher and decide how the findings are presented.",
          difficulty: "advanced",
          points: 10,
          skill: "listening",
          content: {
            say: "Our results indicate a possible link between screen time and poor sleep, although the small sample means the findings are provisional.",
            question: "How does the researcher present the findings?",
            options: [
              "As tentative and in need of confirmation",
              "As definitive proof",
              "As irrelevant to sleep",
              "As contradicting all earlier studies",
            ],
            answer: 0,
          },
        },
        {
          type: "flashcard",
          title: "Cautious academic phrases",
          description: "Read each phrase and turn the card to see how it limits a claim.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "It would appear that...", back: "Introduces a tentative interpretation of the evidence" },
              { front: "to some extent", back: "Limits a claim to partial truth" },
              { front: "a tendency to", back: "Describes a general pattern that has exceptions" },
              { front: "with caution", back: "Warns the reader not to rely too heavily on a finding" },
              { front: "There is little evidence that...", back: "Signals that a claim is only weakly supported" },
            ],
          },
        },
        {
          type: "speaking",
          title: "Present a cautious finding",
          description: "Say this sentence out loud as if presenting at a seminar.",
          difficulty: "advanced",
          points: 10,
          skill: "speaking",
          content: { phrase: "These findings suggest a possible link, but they should be interpreted with caution." },
        },
      ],
    },
    {
      module: 2,
      title: "Cohesion: Making a Text Hold Together",
      description: "Use reference, substitution, ellipsis, lexical chains and linkers to build cohesive academic paragraphs.",
      estimatedMinutes: 30,
      explanation:
        "Cohesion refers to the linguistic devices that bind sentences into a unified text, guiding the reader from one idea to the next. A paragraph can contain accurate, well-formed sentences and still feel disjointed if the links between them are missing or unclear.\n\n" +
        "The main cohesive devices are reference (using pronouns and determiners such as it, this, these and such to point back to earlier ideas), substitution and ellipsis (replacing or omitting repeated words, as in 'Some delegates supported the motion; others did not'), lexical cohesion (using synonyms, general nouns and word families to create chains of meaning), and conjunction (linkers such as however, consequently and in contrast).\n\n" +
        "A particularly powerful technique in academic writing is 'this' or 'these' followed by a summarising noun: 'This development...', 'These findings...', 'Such an approach...'. These encapsulating nouns condense the previous sentence or paragraph into a single phrase, allowing the writer to evaluate it and move the argument forward. Avoid a bare 'This' with no noun when the reference might be ambiguous.",
      examples: [
        "Unemployment in the region rose sharply in 2020. This increase was largely driven by the collapse of tourism.",
        "Cities such as Curitiba and Kigali have invested heavily in urban planning. Such initiatives have attracted international attention.",
        "Some researchers support the hypothesis; others remain sceptical.",
        "The committee rejected the first proposal but approved the second.",
        "Urban incomes grew steadily. In contrast, rural areas saw little change.",
      ],
      exercises: [
        {
          type: "multiple_choice",
          title: "Choose the encapsulating noun",
          description: "Choose the noun that best summarises the previous sentence.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            question:
              "'The company cut its workforce by 20% and closed two factories. This ___ was widely criticised by the unions.' Which noun fits best?",
            options: ["restructuring", "growth", "celebration", "investment"],
            answer: 0,
          },
        },
        {
          type: "fill_in_blank",
          title: "Reference and substitution",
          description: "Write one word in each space to create cohesive links.",
          difficulty: "advanced",
          points: 10,
          skill: "writing",
          content: {
            text: "Some students prefer to study in the morning; ___ work better late at night. The university has responded to ___ differences by opening the library around the clock.",
            answers: [["others"], ["these", "such", "those"]],
          },
        },
        {
          type: "matching",
          title: "Types of cohesive device",
          description: "Match each example with the cohesive device it illustrates.",
          difficulty: "advanced",
          points: 15,
          skill: "reading",
          content: {
            pairs: [
              { left: "Some agreed; others did not.", right: "ellipsis" },
              { left: "This approach has clear advantages.", right: "reference with an encapsulating noun" },
              { left: "The car... the vehicle...", right: "lexical cohesion through a synonym" },
              { left: "Consequently, the plan was abandoned.", right: "conjunction" },
              { left: "Will it rain? I hope not.", right: "substitution" },
            ],
          },
        },
        {
          type: "audio",
          title: "Follow the reference",
          description: "Listen to the account of a committee meeting and answer the question.",
          difficulty: "advanced",
          points: 10,
          skill: "listening",
          content: {
            say: "The first proposal was expensive and the second was too slow. The committee therefore chose a third option, which combined the strengths of both.",
            question: "What did the committee choose?",
            options: [
              "The first proposal",
              "The second proposal",
              "A new option combining the strengths of the first two",
              "Nothing; they postponed the decision",
            ],
            answer: 2,
          },
        },
        {
          type: "flashcard",
          title: "Encapsulating nouns",
          description: "Read each phrase and turn the card to see what kind of idea it refers back to.",
          difficulty: "advanced",
          points: 10,
          skill: "reading",
          content: {
            cards: [
              { front: "This trend...", back: "Refers back to a pattern of change over time" },
              { front: "This claim...", back: "Refers back to a statement that may be disputed" },
              { front: "This approach...", back: "Refers back to a method or way of dealing with something" },
              { front: "This shift...", back: "Refers back to a change in direction or emphasis" },
              { front: "These findings...", back: "Refers back to research results" },
            ],
          },
        },
      ],
    },
  ],
};
