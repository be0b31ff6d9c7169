/**
 * Real academic vocabulary for the synthetic search corpus (search-corpus.ts): Chinese and English terms of optics,
 * materials, ecology, computing and medicine, the words abstracts are made of, names and institutions. Lists are in
 * rough order of how common a term is; the generator draws from them with a Zipf distribution, so the first terms
 * of a list end up in a large share of the corpus, as 研究 or "method" do in a real one.
 */

/** Terms, most common first, each in Chinese and in English (a Chinese article's English title uses the same ones). */
export const terms: [string, string][] = [
  ['研究', 'study'], ['方法', 'method'], ['系统', 'system'], ['模型', 'model'], ['分析', 'analysis'], ['设计', 'design'],
  ['实验', 'experiment'], ['性能', 'performance'], ['结构', 'structure'], ['技术', 'technology'], ['应用', 'application'],
  ['算法', 'algorithm'], ['优化', 'optimization'], ['测量', 'measurement'], ['材料', 'material'], ['成像', 'imaging'],
  ['激光', 'laser'], ['光纤', 'optical fiber'], ['传感器', 'sensor'], ['信号', 'signal'], ['控制', 'control'],
  ['检测', 'detection'], ['仿真', 'simulation'], ['数据', 'data'], ['网络', 'network'], ['图像', 'image'],
  ['光谱', 'spectroscopy'], ['器件', 'device'], ['薄膜', 'thin film'], ['纳米', 'nanoscale'], ['深度学习', 'deep learning'],
  ['神经网络', 'neural network'], ['机器学习', 'machine learning'], ['光学', 'optics'], ['相位', 'phase'], ['偏振', 'polarization'],
  ['干涉', 'interference'], ['衍射', 'diffraction'], ['散射', 'scattering'], ['吸收', 'absorption'], ['发射', 'emission'],
  ['调制', 'modulation'], ['探测器', 'detector'], ['波导', 'waveguide'], ['谐振腔', 'resonator'], ['非线性', 'nonlinear'],
  ['超快', 'ultrafast'], ['脉冲', 'pulse'], ['频率', 'frequency'], ['波长', 'wavelength'], ['带宽', 'bandwidth'],
  ['噪声', 'noise'], ['稳定性', 'stability'], ['分辨率', 'resolution'], ['灵敏度', 'sensitivity'], ['精度', 'accuracy'],
  ['效率', 'efficiency'], ['功率', 'power'], ['光子晶体', 'photonic crystal'], ['超构表面', 'metasurface'], ['超构透镜', 'metalens'],
  ['等离激元', 'plasmonics'], ['量子点', 'quantum dot'], ['量子通信', 'quantum communication'], ['量子计算', 'quantum computing'],
  ['单光子', 'single photon'], ['纠缠', 'entanglement'], ['钙钛矿', 'perovskite'], ['石墨烯', 'graphene'],
  ['二维材料', 'two-dimensional material'], ['太阳能电池', 'solar cell'], ['发光二极管', 'light-emitting diode'],
  ['光电探测器', 'photodetector'], ['半导体', 'semiconductor'], ['硅基', 'silicon-based'], ['集成光子学', 'integrated photonics'],
  ['微腔', 'microcavity'], ['微环', 'microring'], ['光频梳', 'frequency comb'], ['孤子', 'soliton'], ['锁模', 'mode locking'],
  ['光纤激光器', 'fiber laser'], ['光纤放大器', 'fiber amplifier'], ['受激布里渊散射', 'stimulated Brillouin scattering'],
  ['拉曼散射', 'Raman scattering'], ['荧光', 'fluorescence'], ['显微', 'microscopy'], ['超分辨', 'super-resolution'],
  ['光学相干层析成像', 'optical coherence tomography'], ['自适应光学', 'adaptive optics'], ['波前', 'wavefront'],
  ['像差', 'aberration'], ['全息', 'holography'], ['显示', 'display'], ['虚拟现实', 'virtual reality'],
  ['增强现实', 'augmented reality'], ['激光雷达', 'LiDAR'], ['自动驾驶', 'autonomous driving'], ['三维重建', '3D reconstruction'],
  ['目标识别', 'object recognition'], ['图像分割', 'image segmentation'], ['特征提取', 'feature extraction'],
  ['压缩感知', 'compressed sensing'], ['单像素成像', 'single-pixel imaging'], ['太赫兹', 'terahertz'], ['红外', 'infrared'],
  ['紫外', 'ultraviolet'], ['可见光', 'visible light'], ['中红外', 'mid-infrared'], ['近红外', 'near-infrared'],
  ['遥感', 'remote sensing'], ['卫星', 'satellite'], ['大气', 'atmosphere'], ['气溶胶', 'aerosol'], ['温室气体', 'greenhouse gas'],
  ['二氧化碳', 'CO2'], ['碳排放', 'carbon emission'], ['生态系统', 'ecosystem'], ['生物多样性', 'biodiversity'],
  ['气候变化', 'climate change'], ['土壤', 'soil'], ['微生物', 'microbiome'], ['植被', 'vegetation'], ['森林', 'forest'],
  ['湿地', 'wetland'], ['草地', 'grassland'], ['物种分布', 'species distribution'], ['种群', 'population'], ['群落', 'community'],
  ['入侵物种', 'invasive species'], ['授粉', 'pollination'], ['物候', 'phenology'], ['干旱', 'drought'], ['降水', 'precipitation'],
  ['氮沉降', 'nitrogen deposition'], ['碳循环', 'carbon cycle'], ['水文', 'hydrology'], ['流域', 'watershed'],
  ['城市化', 'urbanization'], ['土地利用', 'land use'], ['景观格局', 'landscape pattern'], ['生态恢复', 'ecological restoration'],
  ['保护区', 'protected area'], ['癌症', 'cancer'], ['肿瘤', 'tumor'], ['诊断', 'diagnosis'], ['治疗', 'therapy'],
  ['临床', 'clinical'], ['患者', 'patient'], ['影像', 'medical imaging'], ['视网膜', 'retina'], ['眼底', 'fundus'],
  ['皮肤', 'skin'], ['血管', 'blood vessel'], ['细胞', 'cell'], ['蛋白质', 'protein'], ['基因', 'gene'], ['表达', 'expression'],
  ['免疫', 'immunity'], ['病毒', 'virus'], ['细菌', 'bacteria'], ['抗体', 'antibody'], ['药物', 'drug'], ['靶向', 'targeting'],
  ['纳米颗粒', 'nanoparticle'], ['生物传感', 'biosensing'], ['微流控', 'microfluidics'], ['芯片', 'chip'], ['电路', 'circuit'],
  ['电池', 'battery'], ['锂离子', 'lithium-ion'], ['催化', 'catalysis'], ['电化学', 'electrochemistry'],
  ['储能', 'energy storage'], ['氢能', 'hydrogen energy'], ['燃料电池', 'fuel cell'], ['热电', 'thermoelectric'],
  ['压电', 'piezoelectric'], ['铁电', 'ferroelectric'], ['磁性', 'magnetism'], ['超导', 'superconductivity'],
  ['拓扑', 'topological'], ['相变', 'phase transition'], ['晶体', 'crystal'], ['外延', 'epitaxy'], ['掺杂', 'doping'],
  ['缺陷', 'defect'], ['界面', 'interface'], ['表面', 'surface'], ['涂层', 'coating'], ['复合材料', 'composite'],
  ['陶瓷', 'ceramic'], ['聚合物', 'polymer'], ['金属有机框架', 'metal-organic framework'], ['无损检测', 'nondestructive testing'],
  ['疲劳', 'fatigue'], ['断裂', 'fracture'], ['有限元', 'finite element'], ['多尺度', 'multiscale'], ['流体', 'fluid'],
  ['湍流', 'turbulence'], ['传热', 'heat transfer'], ['燃烧', 'combustion'], ['声学', 'acoustics'], ['振动', 'vibration'],
  ['鲁棒性', 'robustness'], ['不确定性', 'uncertainty'], ['可靠性', 'reliability'], ['故障诊断', 'fault diagnosis'],
  ['预测', 'prediction'], ['分类', 'classification'], ['聚类', 'clustering'], ['回归', 'regression'],
  ['强化学习', 'reinforcement learning'], ['生成对抗网络', 'generative adversarial network'], ['注意力机制', 'attention mechanism'],
  ['卷积神经网络', 'convolutional neural network'], ['图神经网络', 'graph neural network'], ['大语言模型', 'large language model'],
  ['知识图谱', 'knowledge graph'], ['推荐系统', 'recommender system'], ['边缘计算', 'edge computing'], ['云计算', 'cloud computing'],
  ['区块链', 'blockchain'], ['物联网', 'Internet of Things'], ['无线通信', 'wireless communication'],
  ['光通信', 'optical communication'], ['信道估计', 'channel estimation'], ['编码', 'coding'], ['调制格式', 'modulation format'],
  ['相干接收', 'coherent receiver'], ['数字信号处理', 'digital signal processing'], ['色散补偿', 'dispersion compensation'],
  ['偏振复用', 'polarization multiplexing'], ['空分复用', 'space-division multiplexing'],
];

export const chineseSubjectWords = ['研究', '方法', '技术', '进展', '分析', '设计', '应用', '实现', '评估', '优化'];

export const englishSubjectWords = ['approach', 'method', 'study', 'analysis', 'design', 'framework', 'review', 'investigation', 'strategy', 'model'];

/** Chinese surnames, most common first, with their pinyin. */
export const surnames: [string, string][] = [
  ['王', 'Wang'], ['李', 'Li'], ['张', 'Zhang'], ['刘', 'Liu'], ['陈', 'Chen'], ['杨', 'Yang'], ['黄', 'Huang'], ['赵', 'Zhao'],
  ['吴', 'Wu'], ['周', 'Zhou'], ['徐', 'Xu'], ['孙', 'Sun'], ['马', 'Ma'], ['朱', 'Zhu'], ['胡', 'Hu'], ['郭', 'Guo'], ['何', 'He'],
  ['林', 'Lin'], ['罗', 'Luo'], ['高', 'Gao'], ['郑', 'Zheng'], ['梁', 'Liang'], ['谢', 'Xie'], ['宋', 'Song'], ['唐', 'Tang'],
  ['许', 'Xu'], ['韩', 'Han'], ['冯', 'Feng'], ['邓', 'Deng'], ['曹', 'Cao'], ['彭', 'Peng'], ['曾', 'Zeng'], ['肖', 'Xiao'],
  ['田', 'Tian'], ['董', 'Dong'], ['袁', 'Yuan'], ['潘', 'Pan'], ['蒋', 'Jiang'], ['蔡', 'Cai'], ['余', 'Yu'], ['杜', 'Du'],
  ['叶', 'Ye'], ['程', 'Cheng'], ['苏', 'Su'], ['魏', 'Wei'], ['吕', 'Lyu'], ['丁', 'Ding'], ['任', 'Ren'], ['沈', 'Shen'],
  ['姚', 'Yao'], ['卢', 'Lu'], ['姜', 'Jiang'], ['崔', 'Cui'], ['钟', 'Zhong'], ['谭', 'Tan'], ['陆', 'Lu'], ['汪', 'Wang'],
  ['范', 'Fan'], ['金', 'Jin'], ['石', 'Shi'], ['廖', 'Liao'], ['贾', 'Jia'], ['夏', 'Xia'], ['方', 'Fang'], ['白', 'Bai'],
  ['孟', 'Meng'], ['秦', 'Qin'], ['江', 'Jiang'], ['顾', 'Gu'], ['钱', 'Qian'], ['严', 'Yan'], ['黎', 'Li'], ['贺', 'He'],
];

/** Characters of Chinese given names, with their pinyin. */
export const givenNameCharacters: [string, string][] = [
  ['伟', 'wei'], ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['丽', 'li'], ['强', 'qiang'], ['磊', 'lei'],
  ['军', 'jun'], ['洋', 'yang'], ['勇', 'yong'], ['艳', 'yan'], ['杰', 'jie'], ['娟', 'juan'], ['涛', 'tao'], ['明', 'ming'],
  ['超', 'chao'], ['秀', 'xiu'], ['霞', 'xia'], ['平', 'ping'], ['刚', 'gang'], ['英', 'ying'], ['华', 'hua'], ['玉', 'yu'],
  ['萍', 'ping'], ['红', 'hong'], ['鹏', 'peng'], ['辉', 'hui'], ['建', 'jian'], ['文', 'wen'], ['博', 'bo'], ['宇', 'yu'],
  ['浩', 'hao'], ['然', 'ran'], ['轩', 'xuan'], ['思', 'si'], ['远', 'yuan'], ['雨', 'yu'], ['桐', 'tong'], ['志', 'zhi'],
  ['宏', 'hong'], ['若', 'ruo'], ['晓', 'xiao'], ['峰', 'feng'], ['嘉', 'jia'], ['宁', 'ning'], ['一', 'yi'], ['鸣', 'ming'],
  ['清', 'qing'], ['子', 'zi'], ['墨', 'mo'], ['书', 'shu'], ['瑶', 'yao'], ['光', 'guang'], ['耀', 'yao'], ['昊', 'hao'],
  ['天', 'tian'], ['凯', 'kai'], ['俊', 'jun'], ['立', 'li'], ['诚', 'cheng'], ['秋', 'qiu'], ['雅', 'ya'], ['琴', 'qin'],
];

export const englishGivenNames = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Thomas', 'Sarah', 'Daniel', 'Karen', 'Matthew', 'Nancy', 'Anna', 'Lucas', 'Sofia', 'Elena', 'Priya',
  'Kwame', 'Aiko', 'Hannah', 'Oliver', 'Grace', 'Jonas', 'Fiona', 'Mei', 'Samuel', 'Lucía', 'Matthias', 'Rebecca', 'Tomás',
];

export const englishSurnames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Wilson', 'Anderson',
  'Taylor', 'Thomas', 'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker',
  'Müller', 'Schmidt', 'Rossi', 'Fernández', 'Dubois', 'Novak', 'Kowalski', 'Andersson', 'Nakamura', 'Tanaka', 'Kim', 'Park',
  'Natarajan', 'Okafor', 'Mensah', 'Holloway', 'Thornton', 'Lindqvist', 'Brunner', 'Vermeulen', 'MacLeod', 'Odhiambo',
];

export const chineseCities = [
  '北京', '上海', '南京', '武汉', '成都', '西安', '广州', '杭州', '长春', '哈尔滨', '天津', '合肥', '长沙', '重庆', '兰州', '厦门',
  '青岛', '大连', '昆明', '济南',
];
export const cityPinyin: Record<string, string> = {
  北京: 'Beijing', 上海: 'Shanghai', 南京: 'Nanjing', 武汉: 'Wuhan', 成都: 'Chengdu', 西安: "Xi'an", 广州: 'Guangzhou',
  杭州: 'Hangzhou', 长春: 'Changchun', 哈尔滨: 'Harbin', 天津: 'Tianjin', 合肥: 'Hefei', 长沙: 'Changsha', 重庆: 'Chongqing',
  兰州: 'Lanzhou', 厦门: 'Xiamen', 青岛: 'Qingdao', 大连: 'Dalian', 昆明: 'Kunming', 济南: 'Jinan',
};
export const chineseUniversityKinds: [string, string][] = [
  ['大学', 'University'], ['理工大学', 'University of Technology'], ['师范大学', 'Normal University'],
  ['科技大学', 'University of Science and Technology'], ['交通大学', 'Jiaotong University'], ['工业大学', 'Polytechnical University'],
];
export const chineseSchools: [string, string][] = [
  ['物理学院', 'School of Physics'], ['光电工程学院', 'School of Optoelectronic Engineering'],
  ['材料科学与工程学院', 'School of Materials Science and Engineering'], ['信息科学与技术学院', 'School of Information Science and Technology'],
  ['生命科学学院', 'School of Life Sciences'], ['环境学院', 'School of Environment'], ['化学化工学院', 'School of Chemistry and Chemical Engineering'],
  ['计算机学院', 'School of Computer Science'], ['电子工程系', 'Department of Electronic Engineering'], ['地球科学学院', 'School of Earth Sciences'],
  ['医学院', 'School of Medicine'], ['生态学院', 'School of Ecology'],
];

export const englishInstitutions = [
  'Department of Physics, Northbridge University', 'School of Engineering, Lakeshore University', 'Institute of Optics, Westmoor University',
  'Department of Ecology and Evolutionary Biology, Eastvale University', 'Centre for Biodiversity Research, Meridian State University',
  'Laboratory of Photonics, Riverside Institute of Technology', 'Department of Materials Science, Highfold University',
  'Faculty of Medicine, Saltmarsh University', 'Department of Computer Science, Hollow Pine University', 'National Laboratory for Applied Optics',
];

export const chineseJournals: [string, string][] = [
  ['光电科学进展', 'Progress in Optoelectronic Science'], ['信息光学学报', 'Acta Informatica Optica'], ['材料与器件学报', 'Journal of Materials and Devices'],
  ['生态与环境研究', 'Ecology and Environment Research'], ['应用物理前沿', 'Frontiers of Applied Physics'], ['生物医学光子学', 'Biomedical Photonics'],
];
export const englishJournals = [
  'Journal of Applied Photonics Research', 'Ecology and Environment Letters', 'Advanced Materials Reports', 'Computational Imaging Review',
  'Journal of Biomedical Optics Methods', 'Energy and Devices Communications',
];

export const columnNames: [string, string][] = [
  ['研究论文', 'Research Articles'], ['综述', 'Reviews'], ['快报', 'Letters'],
];
