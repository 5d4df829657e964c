/**
 * Training set v5 of the crisis screen (lib/safety/crisis-learn.ts reads it for the learned scorer;
 * lib/safety/crisis.figures.test.ts prints the screen's figures on it). Written after held-out v8 was
 * measured, by hand, fresh: no sentence is copied or lightly edited from another set. Not a measure:
 * nothing here is held out.
 *
 * It is weighted toward the kinds v8 showed the screen missing, said in words the earlier sets did
 * not use:
 * - crisis: talk with no act word: a farewell tied to a day, the self absent at a time to come, a
 *   means made ready or asked about, things handed over "for after", an attempt's aftermath and the
 *   next one planned, the end planned inside a question for a reading;
 * - distress: shame, sleeplessness, being stuck while others move on, hiding at home, no one to
 *   talk to, a body worn by worry;
 * - ordinary: their innocent look-alikes (a farewell at work, a lease that ends, a trip with a
 *   return date, "I'll be quick / late / back / gone for two weeks", a pet rehomed for an allergy, a phone battery, a friend's words, a course on crisis
 *   work, a character who dies in a story, a past that is over), and questions for a reading. The
 *   negations (a denial, often explaining the look-alike) are among them.
 */

/** Korean crisis: 30 sentences. */
export const koCrisisTrain5: readonly string[] = [
  "이번 추석만 지내고 나면 저는 이제 없어요. 다들 편해질 거예요",
  "설날 다음 날로 정했어요. 그날은 집에 아무도 없거든요",
  "봄이 오기 전에 정리할 거예요. 꽃 피는 건 못 볼 것 같아요",
  "통장에 남은 돈 엄마 앞으로 다 옮겨 놨어요. 저는 이제 쓸 데가 없어서요",
  "제 노트북 비밀번호랑 사진 폴더 위치 적어서 책상 서랍에 넣어 뒀어요. 나중에 찾기 쉽게",
  "키우던 화분들 옆집 할머니께 드렸어요. 저보다 오래 돌봐 주실 분이라서요",
  "반지랑 시계 동생 방에 두고 나왔어요. 동생은 아직 몰라요",
  "번개탄 두 개 사서 트렁크에 실어 놨어요",
  "처방받은 수면제를 안 먹고 서랍에 모으고 있어요. 이제 두 달 치쯤 돼요",
  "몇 알을 한꺼번에 먹어야 다시 안 깨는지 검색해 봤어요",
  "가장 높은 아파트 옥상 어디가 열려 있는지 알아보고 있어요",
  "작년에 약 먹고 응급실 갔다가 살았는데 이번에는 실수 없이 할 거예요",
  "그때 위세척 받고 깨어났을 때 너무 억울했어요. 다음엔 병원에 안 갈 거예요",
  "결과 나오는 날까지만 기다려 보고 안 되면 저는 그만할게요",
  "이직운 볼 필요 없어요. 다음 주 이후엔 제가 이 세상에 없을 거라",
  "연애운은 궁금하지 않아요. 어차피 이번 달 안에 끝낼 생각이라서요",
  "부모님 앞으로 쓴 편지 봉투에 넣어서 현관 신발장 위에 올려 뒀어요",
  "마지막으로 친구들 얼굴 한 번씩 보고 왔어요. 이제 미련 없어요",
  "오늘이 마지막 출근이에요. 회사 말고 인생에서요",
  "집 정리 다 했고 고양이는 친구 집에 맡겼어요. 이제 날만 기다리면 돼요",
  "유언장에 제 적금 누가 받을지 다 적었어요. 스물셋인데 이상하죠",
  "아빠 곁으로 가고 싶어요. 아빠 떠나고 나서 버틸 이유가 없어요",
  "새벽에 대교 위를 한참 걸었어요. 다음엔 그냥 안 돌아올 거예요",
  "손목 말고 이번엔 더 깊은 데를 그을 거예요",
  "살아 있는 게 형벌 같아요. 이번 주말에 끝내려고 날 잡았어요",
  "장례식에서 틀 노래 목록 만들어서 친구한테 보냈어요. 조만간 필요할 거예요",
  "휴대폰 다 초기화하고 메신저도 탈퇴했어요. 흔적 안 남기려고요",
  "이번 생은 여기서 정리할게요. 다들 고마웠어요",
  "오늘 밤 지나면 저 찾지 마세요. 연락도 안 될 거예요",
  "엄마, 먼저 가서 미안해요. 엄마 잘못 아니에요",
];

/** Korean distress: 15 sentences. */
export const koDistressTrain5: readonly string[] = [
  "밤새 뒤척이다 해 뜨는 거 보는 게 일상이 됐어요",
  "친구들 결혼 소식 들을 때마다 저만 멈춰 있는 것 같아요",
  "부모님 전화 오면 할 말이 없어서 일부러 못 받은 척해요",
  "회사에서 한 소리 들은 뒤로 출근길에 심장이 쿵쾅거려요",
  "주말 내내 커튼 치고 누워만 있었어요",
  "속마음 털어놓을 데가 한 군데도 없어요",
  "자꾸 제가 모든 걸 망친 것 같아서 자책하게 돼요",
  "배는 고픈데 뭘 먹어도 맛이 안 느껴져요",
  "웃고 있어도 속은 텅 빈 느낌이에요",
  "빚 독촉 문자만 오면 손이 떨려요",
  "이러다 제가 없어져 버릴 것 같은 기분이 들어요",
  "아이 키우면서 제 이름이 없어진 느낌이에요",
  "하루하루 숨만 쉬면서 버티는 중이에요",
  "다들 저를 귀찮아하는 것 같아서 연락을 끊었어요",
  "몸도 마음도 바닥이라 아무것도 손에 안 잡혀요",
];

/** Korean negations: 8, each also in the ordinary list. */
export const koNegationTrain5: readonly string[] = [
  "번개탄은 캠핑 가서 고기 구우려고 산 거예요. 다른 생각 전혀 없어요",
  "수면제 모은다는 건 아니고요, 남은 약을 약국에 반납하려고 챙긴 거예요",
  "옥상 간다는 건 텃밭 물 주러 가는 거예요. 걱정 마세요",
  "예전에 자해한 적 있는데 그건 다 지난 일이고 지금은 잘 지내요",
  "끝내고 싶다는 건 이 지긋지긋한 계약 얘기예요. 제 인생 말고요",
  "떠난다는 말은 제주도로 한 달 살기 간다는 거예요",
  "죽고 싶냐고요? 아뇨, 그런 마음은 조금도 없어요. 그냥 피곤할 뿐이에요",
  "사라지고 싶다고 한 건 단톡방에서 나가고 싶다는 뜻이었어요",
];

const koNegation = placedFrom(koNegationTrain5, 'koNegationTrain5');

/** Korean ordinary: 36 sentences, the negations among them. */
export const koOrdinaryTrain5: readonly string[] = [
  "오늘이 이 회사 마지막 출근이에요. 동료들한테 작별 선물 뭐가 좋을까요",
  koNegation(0),
  "전세 계약이 다음 달에 끝나요. 이사 갈 방향 괘로 봐 주세요",
  "알레르기가 심해져서 강아지를 믿을 만한 분께 입양 보냈어요. 잘 지내겠죠",
  koNegation(1),
  "휴대폰 배터리가 곧 꺼질 것 같아서 짧게 물어볼게요",
  "동생이 요즘 다 그만두고 싶다는 말을 자주 해서 걱정이에요. 어떻게 말을 걸까요",
  koNegation(2),
  "상담심리 대학원에서 위기 개입 실습을 시작했어요. 잘할 수 있을까요",
  "제가 쓰는 소설에서 주인공 아버지가 마지막 화에 세상을 떠나요. 너무 뻔할까요",
  koNegation(3),
  "할머니 장례 치르고 유품 정리를 하고 있어요. 마음이 좀 허전하네요",
  "퇴사하면서 쓰던 물건들 후배들한테 다 나눠 줬어요",
  koNegation(4),
  "다음 주에 한 달 동안 해외 출장이라 연락이 잘 안 될 거예요",
  "수영장 다이빙대에서 뛰어내리는 게 무서운데 극복할 수 있을까요",
  koNegation(5),
  "적금 만기라 돈을 어디에 옮길지 고민이에요",
  "친한 친구가 이민 가서 마지막으로 공항에서 인사했어요",
  koNegation(6),
  "졸업식까지만 이 동네에서 살고 그다음엔 서울로 갈 거예요",
  koNegation(7),
  "고등학교 때 힘든 시기가 있었지만 지금은 완전히 괜찮아요. 올해 운세 봐 주세요",
  "아버지 기일이 다가와서 가족들이랑 산소에 가려고요",
  "우리 반 학생이 상담 선생님이랑 이야기하고 나서 많이 밝아졌어요",
  "책상 서랍 정리하다가 옛날 편지를 찾았어요",
  "집들이 전에 대청소하고 안 쓰는 물건은 중고로 팔았어요",
  "이번 프로젝트만 끝내면 푹 쉴 거예요",
  "새해에는 담배를 끊고 싶어요",
  "드라마 마지막 회에서 남자 주인공이 죽어서 펑펑 울었어요",
  "점심시간이 짧아서 금방 물어볼게요",
  "다음 주엔 휴가라 제가 사무실에 없을 거예요",
  "이번 주만 지나면 시험이 다 끝나요",
  "곧 갈게요, 조금만 기다려 주세요",
  "오늘은 야근이라 집에 늦게 들어갈 것 같아요",
  "주말 동안 본가에 내려가 있을 거예요",
];

/** English crisis: 30 sentences. */
export const enCrisisTrain5: readonly string[] = [
  "After Thanksgiving I won't be a problem for anyone anymore. I've picked the night.",
  "I moved all my savings into my nephew's college fund. I won't be using it.",
  "I wrote down my bank logins and taped the envelope inside the wardrobe for my sister.",
  "Gave my guitar and my records to my cousin today. Told him to keep them forever.",
  "I've been putting my prescription aside instead of taking it. There's enough in the drawer now.",
  "Looked up how long it takes if you mix my heart pills with vodka.",
  "I know which stretch of the motorway has no barrier. I drive past it every day and think about it.",
  "The charcoal is in the boot of my car. I bought it on Sunday.",
  "Last spring the paramedics got to me in time. This time I've made sure nobody is home.",
  "Woke up in the ICU in January and I've been furious ever since that it didn't work.",
  "Don't bother with my career reading. I won't be here after the end of the month.",
  "I'm only asking about love out of curiosity, it won't matter. Friday is my last day alive.",
  "The letters are stamped and ready. I'll post them on my way out tomorrow.",
  "I've cancelled my phone contract from next month. No one will need to reach me.",
  "Everything is labelled: who gets the car, who gets the dog, who gets the flat.",
  "I'm 22 and I just finished my will. It feels like the last thing to tick off.",
  "I want to go where my dad is. He's been gone three years and I'm done waiting.",
  "I walked the length of the viaduct tonight. Next time I won't walk back.",
  "The cuts on my legs aren't enough anymore. I'm going deeper next time.",
  "My birthday is on Sunday and I've decided it will be the last one.",
  "I picked out the photo for my own memorial. My friends think it's a joke.",
  "I wiped my laptop and deleted every account so there's nothing to go through after.",
  "Tonight I'm closing the book on this life. Thank you all for trying.",
  "Don't come looking for me after tonight. My phone will be off for good.",
  "Mum, I'm sorry I went first. None of this is on you.",
  "I counted out the tablets into little piles on the bed. I just need the nerve.",
  "I'm done after the exam results on Thursday whichever way they go.",
  "I said a proper goodbye to each of my cats this morning.",
  "The rope is already tied in the garage. I just need to wait until everyone's asleep.",
  "Been standing on the platform letting trains go past, waiting for the fast one.",
];

/** English distress: 15 sentences. */
export const enDistressTrain5: readonly string[] = [
  "I lie awake until the birds start and then drag myself to work.",
  "Every wedding invitation reminds me that everyone moved forward except me.",
  "I let my parents' calls ring out because I have nothing good to tell them.",
  "My heart pounds every Sunday night thinking about Monday.",
  "I spent the whole weekend with the curtains shut.",
  "There isn't a single person I could tell how I really feel.",
  "I keep replaying every mistake and blaming myself for all of it.",
  "Food has no taste anymore and I forget to eat.",
  "I smile at work and feel completely hollow inside.",
  "Every message from the debt collectors makes my hands shake.",
  "I feel like I'm slowly fading out of my own life.",
  "Since the baby came I don't know who I am anymore.",
  "I'm just getting through the hours, one at a time.",
  "I stopped texting people because I'm sure I'm a nuisance.",
  "My body and my head are both running on empty.",
];

/** English negations: 8, each also in the ordinary list. */
export const enNegationTrain5: readonly string[] = [
  "The charcoal is for the barbecue on Saturday, nothing else, I promise.",
  "I'm not stockpiling anything, I'm taking my old meds back to the pharmacy.",
  "When I said I'm checking out I meant the hotel, not anything dark.",
  "I self-harmed in my teens, but that's long behind me and I'm doing well.",
  "Ending it refers to my lease, not my life.",
  "Do I want to die? No. Not even close. I'm just tired of my commute.",
  "I'm not going anywhere, I'm only moving my savings to a better account.",
  "Giving away my books has nothing to do with dying, I'm moving abroad.",
];

const enNegation = placedFrom(enNegationTrain5, 'enNegationTrain5');

/** English ordinary: 38 sentences, the negations among them. */
export const enOrdinaryTrain5: readonly string[] = [
  "It's my last day at this company, what's a good farewell gift for my team?",
  enNegation(0),
  "My lease ends next month. Which direction should I move in?",
  "We rehomed our dog with a lovely family because of my son's allergy.",
  enNegation(1),
  "My phone is on 3%, so quick question about my reading.",
  "My brother keeps saying he wants to quit everything. How do I start that conversation?",
  enNegation(2),
  "I've started a placement in a crisis team as part of my counselling degree.",
  "In my novel the hero's father dies in the last chapter. Is that too predictable?",
  enNegation(3),
  "Sorting through my grandmother's things after the funeral has been strange.",
  "I gave my desk plants to my colleagues when I left the job.",
  enNegation(4),
  "I'll be abroad for a month on business so I'll be slow to reply.",
  "I'm scared of jumping off the high board at the pool. Any tips?",
  enNegation(5),
  "My fixed savings account matured. Where should I put the money?",
  "Said goodbye to my best friend at the airport before she emigrated.",
  enNegation(6),
  "I'll stay in this town until graduation and then move to the city.",
  enNegation(7),
  "I went through a dark patch at school but I'm completely fine now. What's my year like?",
  "It's the anniversary of my dad's death, so we're visiting his grave on Sunday.",
  "A student of mine opened up to the school counsellor and is doing much better.",
  "Found a box of old letters while clearing out my desk.",
  "Cleared out the flat before the housewarming and sold what I don't use.",
  "Once this project is finished I'm sleeping for a week.",
  "I want to quit smoking this year.",
  "The main character died in the finale and I cried my eyes out.",
  "I'll be quick, my lunch break is short.",
  "I'll be late tonight, the traffic is terrible.",
  "I'll be back from the trip on Sunday evening.",
  "I'll be gone for two weeks visiting my parents.",
  "By Friday I'll be done with my exams.",
  "I'll be out of the office tomorrow.",
  "I won't be needing the car this weekend, you can borrow it.",
  "I'll be home before dinner, save me a plate.",
];

function placedFrom(list: readonly string[], name: string): (index: number) => string {
  return (index) => {
    const sentence = list[index];
    if (sentence === undefined) throw new Error(`${name} has no sentence ${index}`);
    return sentence;
  };
}
