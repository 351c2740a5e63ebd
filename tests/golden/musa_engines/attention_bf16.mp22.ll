; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32>, <2 x i32>, <8 x i32>, i32, i32, i32) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @attention_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr #3 {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl nsw i64 %8, 3
  %11 = and i64 %10, 56
  %12 = lshr i64 %10, 6
  %13 = trunc i64 %12 to i32
  %14 = shl i32 %9, 12
  %15 = shl i32 %13, 6
  %16 = add i32 %15, %14
  %17 = sext i32 %16 to i64
  %18 = getelementptr bfloat, ptr addrspace(1) %0, i64 %17
  %19 = getelementptr bfloat, ptr addrspace(1) %18, i64 %11
  %20 = load <8 x bfloat>, ptr addrspace(1) %19, align 16
  %21 = icmp sgt i32 %5, 0
  %22 = icmp ult i32 %7, 64
  br i1 %22, label %23, label %25

23: ; preds = %6
  %24 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %24, align 4
  br label %25

25: ; preds = %23, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %26, label %28

26: ; preds = %25
  %27 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %27, align 4
  br label %28

28: ; preds = %26, %25
  tail call void @llvm.musa.syncthreads.lm()
  %29 = shl nsw i64 %8, 2
  %30 = and i64 %29, 60
  %31 = lshr i64 %29, 6
  %32 = trunc i64 %31 to i32
  %33 = shl i32 %32, 6
  br i1 %21, label %34, label %39

34: ; preds = %28
  %35 = sext i32 %33 to i64
  %36 = getelementptr bfloat, ptr addrspace(1) %1, i64 %35
  %37 = getelementptr bfloat, ptr addrspace(1) %36, i64 %30
  %38 = load <4 x bfloat>, ptr addrspace(1) %37, align 8
  br label %39

39: ; preds = %34, %28
  %40 = phi <4 x bfloat> [ %38, %34 ], [ zeroinitializer, %28 ]
  %41 = extractelement <4 x bfloat> %40, i64 0
  %42 = extractelement <4 x bfloat> %40, i64 1
  %43 = extractelement <4 x bfloat> %40, i64 2
  %44 = extractelement <4 x bfloat> %40, i64 3
  %45 = trunc i64 %29 to i32
  %46 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %45
  store bfloat %41, ptr addrspace(3) %46, align 8
  %47 = or i32 %45, 1
  %48 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %47
  store bfloat %42, ptr addrspace(3) %48, align 2
  %49 = or i32 %45, 2
  %50 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %49
  store bfloat %43, ptr addrspace(3) %50, align 4
  %51 = or i32 %45, 3
  %52 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %51
  store bfloat %44, ptr addrspace(3) %52, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %21, label %53, label %58

53: ; preds = %39
  %54 = sext i32 %33 to i64
  %55 = getelementptr bfloat, ptr addrspace(1) %2, i64 %54
  %56 = getelementptr bfloat, ptr addrspace(1) %55, i64 %30
  %57 = load <4 x bfloat>, ptr addrspace(1) %56, align 8
  br label %58

58: ; preds = %53, %39
  %59 = phi <4 x bfloat> [ %57, %53 ], [ zeroinitializer, %39 ]
  %60 = mul i64 %12, 72
  %61 = add i64 %60, %11
  %62 = trunc i64 %61 to i32
  %63 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %62
  %64 = and i64 %29, 28
  %65 = lshr i64 %29, 5
  %66 = or i64 %64, 1
  %67 = or i64 %64, 2
  %68 = or i64 %64, 3
  %69 = shl nuw nsw i64 %64, 6
  %70 = add nuw nsw i64 %69, %65
  %71 = trunc i64 %70 to i32
  %72 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %71
  %73 = shl nuw nsw i64 %66, 6
  %74 = add nuw nsw i64 %73, %65
  %75 = trunc i64 %74 to i32
  %76 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %75
  %77 = shl nuw nsw i64 %67, 6
  %78 = add nuw nsw i64 %77, %65
  %79 = trunc i64 %78 to i32
  %80 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %79
  %81 = shl nuw nsw i64 %68, 6
  %82 = add nuw nsw i64 %81, %65
  %83 = trunc i64 %82 to i32
  %84 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %83
  %85 = mul i64 %65, 40
  %86 = add i64 %85, %64
  %87 = trunc i64 %86 to i32
  %88 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %87
  %89 = lshr i64 %8, 3
  %urem5 = and i64 %8, 7
  %90 = icmp ult i32 %7, 256
  %91 = icmp ult i32 %7, 512
  %92 = shl i64 %89, 5
  %93 = shl nuw nsw i64 %urem5, 2
  %94 = select i1 %91, i64 %92, i64 0
  %95 = or i64 %94, %93
  %96 = trunc i64 %95 to i32
  %97 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %96
  %98 = or i32 %96, 1
  %99 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %98
  %100 = or i32 %96, 2
  %101 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %100
  %102 = or i32 %96, 3
  %103 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %102
  %104 = icmp eq i64 %urem5, 0
  %105 = and i1 %91, %104
  %106 = and i64 %29, -32
  %107 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %45
  %108 = trunc i64 %65 to i32
  %109 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %108
  %110 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %108
  %111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %45
  %112 = or i64 %66, %106
  %113 = trunc i64 %112 to i32
  %114 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %113
  %115 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %113
  %116 = or i64 %67, %106
  %117 = trunc i64 %116 to i32
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %117
  %119 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %117
  %120 = or i64 %68, %106
  %121 = trunc i64 %120 to i32
  %122 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %121
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %121
  %124 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %96
  %125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %98
  %126 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %100
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27392), i32 %102
  %128 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %87
  %129 = mul i64 %31, 72
  %130 = add i64 %129, %30
  %131 = trunc i64 %130 to i32
  %132 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %131
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %13
  %134 = trunc i64 %10 to i32
  %135 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %134
  %136 = or i32 %134, 1
  %137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %136
  %138 = or i32 %134, 2
  %139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %138
  %140 = or i32 %134, 3
  %141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %140
  %142 = or i32 %134, 4
  %143 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %142
  %144 = or i32 %134, 5
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %144
  %146 = or i32 %134, 6
  %147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %146
  %148 = or i32 %134, 7
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %148
  %150 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %134
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %30
  %invariant.gep30 = getelementptr bfloat, ptr addrspace(1) %2, i64 %30
  br i1 %21, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %58
  %151 = lshr i64 %8, 6
  %152 = and i64 %151, 1
  %153 = shl nuw nsw i64 %152, 3
  %154 = shl nsw i64 %8, 1
  %155 = and i64 %154, 6
  %156 = or i64 %153, %155
  %157 = and i64 %89, 1
  %158 = shl nuw nsw i64 %157, 1
  %159 = lshr i64 %8, 4
  %160 = and i64 %159, 1
  %161 = shl nuw nsw i64 %160, 2
  %162 = or i64 %158, %161
  %163 = lshr i64 %8, 2
  %164 = and i64 %163, 1
  %165 = or i64 %162, %164
  %166 = and i64 %163, 8
  %167 = or i64 %165, %166
  %168 = shl nuw nsw i64 %160, 1
  %169 = shl nuw nsw i64 %152, 2
  %170 = or i64 %168, %169
  %171 = or i64 %170, %157
  %172 = or i64 %166, %urem5
  %173 = lshr i64 %8, 2
  %174 = and i64 %173, 4611686018427387872
  %175 = or i64 %167, %174
  %176 = mul nuw nsw i64 %175, 72
  %177 = add nuw i64 %176, 1152
  %178 = or i64 %167, 16
  %179 = or i64 %171, %174
  %180 = shl nuw nsw i64 %179, 5
  %181 = or i64 %180, %172
  %182 = trunc i64 %181 to i32
  %183 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %182
  %184 = or i64 %172, 16
  %185 = or i64 %180, %184
  %186 = trunc i64 %185 to i32
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %186
  %188 = or i64 %180, 256
  %189 = or i64 %188, %172
  %190 = trunc i64 %189 to i32
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %190
  %192 = or i64 %188, %184
  %193 = trunc i64 %192 to i32
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %193
  %195 = or i64 %180, 512
  %196 = or i64 %195, %172
  %197 = trunc i64 %196 to i32
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %197
  %199 = or i64 %195, %184
  %200 = trunc i64 %199 to i32
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %200
  %202 = or i64 %180, 768
  %203 = or i64 %202, %172
  %204 = trunc i64 %203 to i32
  %205 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %204
  %206 = or i64 %202, %184
  %207 = trunc i64 %206 to i32
  %208 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 18944), i32 %207
  %209 = lshr i32 %7, 3
  %210 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %209
  %211 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %212 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27136), i32 %7
  %213 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35584), i32 %7
  %214 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %209
  %215 = and i64 %89, 32
  %216 = and i64 %173, 32
  %217 = or i64 %171, %215
  %218 = or i64 %216, %172
  %219 = shl nuw nsw i64 %217, 6
  %220 = or i64 %219, %218
  %221 = trunc i64 %220 to i32
  %222 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %221
  %223 = or i64 %218, 16
  %224 = or i64 %219, %223
  %225 = trunc i64 %224 to i32
  %226 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %225
  %227 = or i64 %219, 512
  %228 = or i64 %227, %218
  %229 = trunc i64 %228 to i32
  %230 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %229
  %231 = or i64 %227, %223
  %232 = trunc i64 %231 to i32
  %233 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %232
  %234 = or i64 %219, 1024
  %235 = or i64 %234, %218
  %236 = trunc i64 %235 to i32
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %236
  %238 = or i64 %234, %223
  %239 = trunc i64 %238 to i32
  %240 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %239
  %241 = or i64 %219, 1536
  %242 = or i64 %241, %218
  %243 = trunc i64 %242 to i32
  %244 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %243
  %245 = or i64 %241, %223
  %246 = trunc i64 %245 to i32
  %247 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 45824), i32 %246
  %248 = or i64 %167, %215
  %249 = mul nuw nsw i64 %248, 40
  %250 = add nuw nsw i64 %249, 640
  %251 = or i64 %167, %216
  %252 = or i64 %251, 16
  %253 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %221
  %254 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %225
  %255 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %229
  %256 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %232
  %257 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %236
  %258 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %239
  %259 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %243
  %260 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 62208), i32 %246
  %261 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %262 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 35840), i32 %7
  %263 = add nuw nsw i64 %156, %176
  %264 = trunc i64 %263 to i32
  %265 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %264
  %266 = add nuw nsw i64 %156, %177
  %267 = trunc i64 %266 to i32
  %268 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %267
  %269 = mul nuw nsw i64 %156, 40
  %270 = or i64 %269, %167
  %271 = trunc i64 %270 to i32
  %272 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %271
  %273 = mul nuw nsw i64 %156, 40
  %274 = add nuw nsw i64 %273, 40
  %275 = add nuw nsw i64 %274, %167
  %276 = trunc i64 %275 to i32
  %277 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %276
  %278 = add nuw nsw i64 %269, %178
  %279 = trunc i64 %278 to i32
  %280 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %279
  %281 = add nuw nsw i64 %274, %178
  %282 = trunc i64 %281 to i32
  %283 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %282
  %284 = or i64 %156, 16
  %285 = add nuw nsw i64 %284, %176
  %286 = trunc i64 %285 to i32
  %287 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %286
  %288 = add nuw nsw i64 %284, %177
  %289 = trunc i64 %288 to i32
  %290 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %289
  %291 = mul nuw nsw i64 %284, 40
  %292 = or i64 %291, %167
  %293 = trunc i64 %292 to i32
  %294 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %293
  %295 = mul nuw nsw i64 %156, 40
  %296 = add nuw nsw i64 %295, 680
  %297 = add nuw nsw i64 %296, %167
  %298 = trunc i64 %297 to i32
  %299 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %298
  %300 = add nuw nsw i64 %291, %178
  %301 = trunc i64 %300 to i32
  %302 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %301
  %303 = add nuw nsw i64 %296, %178
  %304 = trunc i64 %303 to i32
  %305 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %304
  %306 = or i64 %156, 32
  %307 = add nuw nsw i64 %306, %176
  %308 = trunc i64 %307 to i32
  %309 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %308
  %310 = add nuw nsw i64 %306, %177
  %311 = trunc i64 %310 to i32
  %312 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %311
  %313 = mul nuw nsw i64 %306, 40
  %314 = or i64 %313, %167
  %315 = trunc i64 %314 to i32
  %316 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %315
  %317 = mul nuw nsw i64 %156, 40
  %318 = add nuw nsw i64 %317, 1320
  %319 = add nuw nsw i64 %318, %167
  %320 = trunc i64 %319 to i32
  %321 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %320
  %322 = add nuw nsw i64 %313, %178
  %323 = trunc i64 %322 to i32
  %324 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %323
  %325 = add nuw nsw i64 %318, %178
  %326 = trunc i64 %325 to i32
  %327 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %326
  %328 = or i64 %156, 48
  %329 = add nuw nsw i64 %328, %176
  %330 = trunc i64 %329 to i32
  %331 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %330
  %332 = add nuw nsw i64 %328, %177
  %333 = trunc i64 %332 to i32
  %334 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4608), i32 %333
  %335 = mul nuw nsw i64 %328, 40
  %336 = or i64 %335, %167
  %337 = trunc i64 %336 to i32
  %338 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %337
  %339 = mul nuw nsw i64 %156, 40
  %340 = add nuw nsw i64 %339, 1960
  %341 = add nuw nsw i64 %340, %167
  %342 = trunc i64 %341 to i32
  %343 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %342
  %344 = add nuw nsw i64 %335, %178
  %345 = trunc i64 %344 to i32
  %346 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %345
  %347 = add nuw nsw i64 %340, %178
  %348 = trunc i64 %347 to i32
  %349 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 13824), i32 %348
  %350 = add nuw nsw i64 %156, %249
  %351 = trunc i64 %350 to i32
  %352 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %351
  %353 = add nuw nsw i64 %156, %250
  %354 = trunc i64 %353 to i32
  %355 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %354
  %356 = mul nuw nsw i64 %156, 72
  %357 = add nuw nsw i64 %356, %251
  %358 = trunc i64 %357 to i32
  %359 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %358
  %360 = mul nuw nsw i64 %156, 72
  %361 = add nuw nsw i64 %360, 72
  %362 = add nuw nsw i64 %361, %251
  %363 = trunc i64 %362 to i32
  %364 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %363
  %365 = add nuw nsw i64 %356, %252
  %366 = trunc i64 %365 to i32
  %367 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %366
  %368 = add nuw nsw i64 %361, %252
  %369 = trunc i64 %368 to i32
  %370 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %369
  %371 = or i64 %156, 16
  %372 = add nuw nsw i64 %371, %249
  %373 = trunc i64 %372 to i32
  %374 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %373
  %375 = add nuw nsw i64 %371, %250
  %376 = trunc i64 %375 to i32
  %377 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 36096), i32 %376
  %378 = mul nuw nsw i64 %371, 72
  %379 = add nuw nsw i64 %378, %251
  %380 = trunc i64 %379 to i32
  %381 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %380
  %382 = mul nuw nsw i64 %156, 72
  %383 = add nuw nsw i64 %382, 1224
  %384 = add nuw nsw i64 %383, %251
  %385 = trunc i64 %384 to i32
  %386 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %385
  %387 = add nuw nsw i64 %378, %252
  %388 = trunc i64 %387 to i32
  %389 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %388
  %390 = add nuw nsw i64 %383, %252
  %391 = trunc i64 %390 to i32
  %392 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 41216), i32 %391
  br label %393

393: ; preds = %.lr.ph, %677
  %394 = phi float [ 0.000000e+00, %.lr.ph ], [ %685, %677 ]
  %395 = phi float [ 0.000000e+00, %.lr.ph ], [ %684, %677 ]
  %396 = phi float [ 0.000000e+00, %.lr.ph ], [ %683, %677 ]
  %397 = phi float [ 0.000000e+00, %.lr.ph ], [ %682, %677 ]
  %398 = phi float [ 0.000000e+00, %.lr.ph ], [ %681, %677 ]
  %399 = phi float [ 0.000000e+00, %.lr.ph ], [ %680, %677 ]
  %400 = phi float [ 0.000000e+00, %.lr.ph ], [ %679, %677 ]
  %401 = phi float [ 0.000000e+00, %.lr.ph ], [ %678, %677 ]
  %402 = phi i32 [ 0, %.lr.ph ], [ %404, %677 ]
  %403 = phi <4 x bfloat> [ %59, %.lr.ph ], [ %423, %677 ]
  %404 = add i32 %402, 32
  %405 = icmp slt i32 %404, %5
  br i1 %405, label %406, label %418

406: ; preds = %393
  %407 = add i32 %404, %32
  %408 = shl i32 %407, 6
  %409 = sext i32 %408 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %409
  %410 = load bfloat, ptr addrspace(1) %gep, align 8
  %411 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 2
  %412 = load bfloat, ptr addrspace(1) %411, align 2
  %413 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 4
  %414 = load bfloat, ptr addrspace(1) %413, align 4
  %415 = getelementptr inbounds i8, ptr addrspace(1) %gep, i64 6
  %416 = load bfloat, ptr addrspace(1) %415, align 2
  %gep31 = getelementptr bfloat, ptr addrspace(1) %invariant.gep30, i64 %409
  %417 = load <4 x bfloat>, ptr addrspace(1) %gep31, align 8
  br label %418

418: ; preds = %393, %406
  %419 = phi bfloat [ %416, %406 ], [ 0xR0000, %393 ]
  %420 = phi bfloat [ %414, %406 ], [ 0xR0000, %393 ]
  %421 = phi bfloat [ %412, %406 ], [ 0xR0000, %393 ]
  %422 = phi bfloat [ %410, %406 ], [ 0xR0000, %393 ]
  %423 = phi <4 x bfloat> [ %417, %406 ], [ zeroinitializer, %393 ]
  store <8 x bfloat> %20, ptr addrspace(3) %63, align 16
  %424 = load bfloat, ptr addrspace(3) %72, align 2
  %425 = load bfloat, ptr addrspace(3) %76, align 2
  %426 = load bfloat, ptr addrspace(3) %80, align 2
  %427 = load bfloat, ptr addrspace(3) %84, align 2
  %428 = insertelement <4 x bfloat> poison, bfloat %424, i64 0
  %429 = insertelement <4 x bfloat> %428, bfloat %425, i64 1
  %430 = insertelement <4 x bfloat> %429, bfloat %426, i64 2
  %431 = insertelement <4 x bfloat> %430, bfloat %427, i64 3
  store <4 x bfloat> %431, ptr addrspace(3) %88, align 8
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %90, label %.preheader, label %508

.preheader: ; preds = %418
  %432 = load i32, ptr addrspace(3) %265, align 4
  %433 = load i32, ptr addrspace(3) %268, align 4
  %434 = insertelement <2 x i32> poison, i32 %432, i64 0
  %435 = insertelement <2 x i32> %434, i32 %433, i64 1
  %436 = load bfloat, ptr addrspace(3) %272, align 2
  %437 = load bfloat, ptr addrspace(3) %277, align 2
  %438 = load bfloat, ptr addrspace(3) %280, align 2
  %439 = load bfloat, ptr addrspace(3) %283, align 2
  %440 = insertelement <2 x bfloat> poison, bfloat %436, i64 0
  %441 = insertelement <2 x bfloat> %440, bfloat %437, i64 1
  %442 = bitcast <2 x bfloat> %441 to i32
  %443 = insertelement <2 x bfloat> poison, bfloat %438, i64 0
  %444 = insertelement <2 x bfloat> %443, bfloat %439, i64 1
  %445 = bitcast <2 x bfloat> %444 to i32
  %446 = insertelement <2 x i32> poison, i32 %442, i64 0
  %447 = insertelement <2 x i32> %446, i32 %445, i64 1
  %448 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %435, <2 x i32> %447, <8 x i32> zeroinitializer, i32 1, i32 1, i32 1)
  %449 = load i32, ptr addrspace(3) %287, align 4
  %450 = load i32, ptr addrspace(3) %290, align 4
  %451 = insertelement <2 x i32> poison, i32 %449, i64 0
  %452 = insertelement <2 x i32> %451, i32 %450, i64 1
  %453 = load bfloat, ptr addrspace(3) %294, align 2
  %454 = load bfloat, ptr addrspace(3) %299, align 2
  %455 = load bfloat, ptr addrspace(3) %302, align 2
  %456 = load bfloat, ptr addrspace(3) %305, align 2
  %457 = insertelement <2 x bfloat> poison, bfloat %453, i64 0
  %458 = insertelement <2 x bfloat> %457, bfloat %454, i64 1
  %459 = bitcast <2 x bfloat> %458 to i32
  %460 = insertelement <2 x bfloat> poison, bfloat %455, i64 0
  %461 = insertelement <2 x bfloat> %460, bfloat %456, i64 1
  %462 = bitcast <2 x bfloat> %461 to i32
  %463 = insertelement <2 x i32> poison, i32 %459, i64 0
  %464 = insertelement <2 x i32> %463, i32 %462, i64 1
  %465 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %452, <2 x i32> %464, <8 x i32> %448, i32 1, i32 1, i32 1)
  %466 = load i32, ptr addrspace(3) %309, align 4
  %467 = load i32, ptr addrspace(3) %312, align 4
  %468 = insertelement <2 x i32> poison, i32 %466, i64 0
  %469 = insertelement <2 x i32> %468, i32 %467, i64 1
  %470 = load bfloat, ptr addrspace(3) %316, align 2
  %471 = load bfloat, ptr addrspace(3) %321, align 2
  %472 = load bfloat, ptr addrspace(3) %324, align 2
  %473 = load bfloat, ptr addrspace(3) %327, align 2
  %474 = insertelement <2 x bfloat> poison, bfloat %470, i64 0
  %475 = insertelement <2 x bfloat> %474, bfloat %471, i64 1
  %476 = bitcast <2 x bfloat> %475 to i32
  %477 = insertelement <2 x bfloat> poison, bfloat %472, i64 0
  %478 = insertelement <2 x bfloat> %477, bfloat %473, i64 1
  %479 = bitcast <2 x bfloat> %478 to i32
  %480 = insertelement <2 x i32> poison, i32 %476, i64 0
  %481 = insertelement <2 x i32> %480, i32 %479, i64 1
  %482 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %469, <2 x i32> %481, <8 x i32> %465, i32 1, i32 1, i32 1)
  %483 = load i32, ptr addrspace(3) %331, align 4
  %484 = load i32, ptr addrspace(3) %334, align 4
  %485 = insertelement <2 x i32> poison, i32 %483, i64 0
  %486 = insertelement <2 x i32> %485, i32 %484, i64 1
  %487 = load bfloat, ptr addrspace(3) %338, align 2
  %488 = load bfloat, ptr addrspace(3) %343, align 2
  %489 = load bfloat, ptr addrspace(3) %346, align 2
  %490 = load bfloat, ptr addrspace(3) %349, align 2
  %491 = insertelement <2 x bfloat> poison, bfloat %487, i64 0
  %492 = insertelement <2 x bfloat> %491, bfloat %488, i64 1
  %493 = bitcast <2 x bfloat> %492 to i32
  %494 = insertelement <2 x bfloat> poison, bfloat %489, i64 0
  %495 = insertelement <2 x bfloat> %494, bfloat %490, i64 1
  %496 = bitcast <2 x bfloat> %495 to i32
  %497 = insertelement <2 x i32> poison, i32 %493, i64 0
  %498 = insertelement <2 x i32> %497, i32 %496, i64 1
  %499 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %486, <2 x i32> %498, <8 x i32> %482, i32 1, i32 1, i32 1)
  %bc = bitcast <8 x i32> %499 to <8 x float>
  %500 = extractelement <8 x float> %bc, i64 0
  store float %500, ptr addrspace(3) %183, align 4
  %501 = extractelement <8 x float> %bc, i64 1
  store float %501, ptr addrspace(3) %187, align 4
  %502 = extractelement <8 x float> %bc, i64 2
  store float %502, ptr addrspace(3) %191, align 4
  %503 = extractelement <8 x float> %bc, i64 3
  store float %503, ptr addrspace(3) %194, align 4
  %504 = extractelement <8 x float> %bc, i64 4
  store float %504, ptr addrspace(3) %198, align 4
  %505 = extractelement <8 x float> %bc, i64 5
  store float %505, ptr addrspace(3) %201, align 4
  %506 = extractelement <8 x float> %bc, i64 6
  store float %506, ptr addrspace(3) %205, align 4
  %507 = extractelement <8 x float> %bc, i64 7
  store float %507, ptr addrspace(3) %208, align 4
  br label %508

508: ; preds = %.preheader, %418
  tail call void @llvm.musa.syncthreads.lm()
  %509 = load float, ptr addrspace(3) %97, align 16
  %510 = fmul contract float %509, %4
  %511 = load float, ptr addrspace(3) %99, align 4
  %512 = fmul contract float %511, %4
  %513 = tail call float @llvm.maxnum.f32(float %510, float %512)
  %514 = load float, ptr addrspace(3) %101, align 8
  %515 = fmul contract float %514, %4
  %516 = tail call float @llvm.maxnum.f32(float %513, float %515)
  %517 = load float, ptr addrspace(3) %103, align 4
  %518 = fmul contract float %517, %4
  %519 = tail call float @llvm.maxnum.f32(float %516, float %518)
  %520 = bitcast float %519 to i32
  %521 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %520, i32 4, i32 127, ptr addrspace(5) null)
  %522 = bitcast i32 %521 to float
  %523 = tail call float @llvm.maxnum.f32(float %519, float %522)
  %524 = bitcast float %523 to i32
  %525 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %524, i32 2, i32 127, ptr addrspace(5) null)
  %526 = bitcast i32 %525 to float
  %527 = tail call float @llvm.maxnum.f32(float %523, float %526)
  %528 = bitcast float %527 to i32
  %529 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %528, i32 1, i32 127, ptr addrspace(5) null)
  br i1 %105, label %530, label %533

530: ; preds = %508
  %531 = bitcast i32 %529 to float
  %532 = tail call float @llvm.maxnum.f32(float %527, float %531)
  store float %532, ptr addrspace(3) %210, align 4
  br label %533

533: ; preds = %530, %508
  tail call void @llvm.musa.syncthreads.lm()
  %534 = load float, ptr addrspace(3) %107, align 16
  %535 = fmul contract float %534, %4
  %536 = load float, ptr addrspace(3) %109, align 4
  %537 = load float, ptr addrspace(3) %110, align 4
  %538 = tail call float @llvm.maxnum.f32(float %536, float %537)
  %539 = fsub contract float %535, %538
  %540 = fmul float %539, 0x3FF7154760000000
  %541 = tail call float @llvm.exp2.f32(float %540)
  store float %541, ptr addrspace(3) %111, align 16
  %542 = load float, ptr addrspace(3) %114, align 4
  %543 = fmul contract float %542, %4
  %544 = fsub contract float %543, %538
  %545 = fmul float %544, 0x3FF7154760000000
  %546 = tail call float @llvm.exp2.f32(float %545)
  store float %546, ptr addrspace(3) %115, align 4
  %547 = load float, ptr addrspace(3) %118, align 8
  %548 = fmul contract float %547, %4
  %549 = fsub contract float %548, %538
  %550 = fmul float %549, 0x3FF7154760000000
  %551 = tail call float @llvm.exp2.f32(float %550)
  store float %551, ptr addrspace(3) %119, align 8
  %552 = load float, ptr addrspace(3) %122, align 4
  %553 = fmul contract float %552, %4
  %554 = fsub contract float %553, %538
  %555 = fmul float %554, 0x3FF7154760000000
  %556 = tail call float @llvm.exp2.f32(float %555)
  store float %556, ptr addrspace(3) %123, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %557, label %564

557: ; preds = %533
  %558 = load float, ptr addrspace(3) %211, align 4
  %559 = load float, ptr addrspace(3) %212, align 4
  %560 = tail call float @llvm.maxnum.f32(float %558, float %559)
  %561 = fsub contract float %558, %560
  %562 = fmul float %561, 0x3FF7154760000000
  %563 = tail call float @llvm.exp2.f32(float %562)
  store float %563, ptr addrspace(3) %213, align 4
  br label %564

564: ; preds = %557, %533
  tail call void @llvm.musa.syncthreads.lm()
  %565 = load float, ptr addrspace(3) %124, align 16
  %566 = fadd reassoc float %565, 0.000000e+00
  %567 = load float, ptr addrspace(3) %125, align 4
  %568 = fadd reassoc float %566, %567
  %569 = load float, ptr addrspace(3) %126, align 8
  %570 = fadd reassoc float %568, %569
  %571 = load float, ptr addrspace(3) %127, align 4
  %572 = fadd reassoc float %570, %571
  %573 = bitcast float %572 to i32
  %574 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %573, i32 4, i32 127, ptr addrspace(5) null)
  %575 = bitcast i32 %574 to float
  %576 = fadd reassoc float %572, %575
  %577 = bitcast float %576 to i32
  %578 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %577, i32 2, i32 127, ptr addrspace(5) null)
  %579 = bitcast i32 %578 to float
  %580 = fadd reassoc float %576, %579
  %581 = bitcast float %580 to i32
  %582 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %581, i32 1, i32 127, ptr addrspace(5) null)
  br i1 %105, label %583, label %586

583: ; preds = %564
  %584 = bitcast i32 %582 to float
  %585 = fadd reassoc float %580, %584
  store float %585, ptr addrspace(3) %214, align 4
  br label %586

586: ; preds = %583, %564
  tail call void @llvm.musa.syncthreads.lm()
  %587 = load float, ptr addrspace(3) %111, align 16
  %588 = load float, ptr addrspace(3) %115, align 4
  %589 = load float, ptr addrspace(3) %119, align 8
  %590 = load float, ptr addrspace(3) %123, align 4
  %591 = insertelement <4 x float> poison, float %587, i64 0
  %592 = insertelement <4 x float> %591, float %588, i64 1
  %593 = insertelement <4 x float> %592, float %589, i64 2
  %594 = insertelement <4 x float> %593, float %590, i64 3
  %595 = fptrunc <4 x float> %594 to <4 x bfloat>
  store <4 x bfloat> %595, ptr addrspace(3) %128, align 8
  store <4 x bfloat> %403, ptr addrspace(3) %132, align 8
  tail call void @llvm.musa.syncthreads.lm()
  %596 = load float, ptr addrspace(3) %133, align 4
  %597 = fmul contract float %401, %596
  store float %597, ptr addrspace(3) %135, align 16
  %598 = fmul contract float %400, %596
  store float %598, ptr addrspace(3) %137, align 4
  %599 = fmul contract float %399, %596
  store float %599, ptr addrspace(3) %139, align 8
  %600 = fmul contract float %398, %596
  store float %600, ptr addrspace(3) %141, align 4
  %601 = fmul contract float %397, %596
  store float %601, ptr addrspace(3) %143, align 16
  %602 = fmul contract float %396, %596
  store float %602, ptr addrspace(3) %145, align 4
  %603 = fmul contract float %395, %596
  store float %603, ptr addrspace(3) %147, align 8
  %604 = fmul contract float %394, %596
  store float %604, ptr addrspace(3) %149, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %91, label %605, label %664

605: ; preds = %586
  %606 = load i32, ptr addrspace(3) %222, align 4
  %607 = load i32, ptr addrspace(3) %226, align 4
  %608 = load i32, ptr addrspace(3) %230, align 4
  %609 = load i32, ptr addrspace(3) %233, align 4
  %610 = load i32, ptr addrspace(3) %237, align 4
  %611 = load i32, ptr addrspace(3) %240, align 4
  %612 = load i32, ptr addrspace(3) %244, align 4
  %613 = load i32, ptr addrspace(3) %247, align 4
  %614 = insertelement <8 x i32> poison, i32 %606, i64 0
  %615 = insertelement <8 x i32> %614, i32 %607, i64 1
  %616 = insertelement <8 x i32> %615, i32 %608, i64 2
  %617 = insertelement <8 x i32> %616, i32 %609, i64 3
  %618 = insertelement <8 x i32> %617, i32 %610, i64 4
  %619 = insertelement <8 x i32> %618, i32 %611, i64 5
  %620 = insertelement <8 x i32> %619, i32 %612, i64 6
  %621 = insertelement <8 x i32> %620, i32 %613, i64 7
  %622 = load i32, ptr addrspace(3) %352, align 4
  %623 = load i32, ptr addrspace(3) %355, align 4
  %624 = insertelement <2 x i32> poison, i32 %622, i64 0
  %625 = insertelement <2 x i32> %624, i32 %623, i64 1
  %626 = load bfloat, ptr addrspace(3) %359, align 2
  %627 = load bfloat, ptr addrspace(3) %364, align 2
  %628 = load bfloat, ptr addrspace(3) %367, align 2
  %629 = load bfloat, ptr addrspace(3) %370, align 2
  %630 = insertelement <2 x bfloat> poison, bfloat %626, i64 0
  %631 = insertelement <2 x bfloat> %630, bfloat %627, i64 1
  %632 = bitcast <2 x bfloat> %631 to i32
  %633 = insertelement <2 x bfloat> poison, bfloat %628, i64 0
  %634 = insertelement <2 x bfloat> %633, bfloat %629, i64 1
  %635 = bitcast <2 x bfloat> %634 to i32
  %636 = insertelement <2 x i32> poison, i32 %632, i64 0
  %637 = insertelement <2 x i32> %636, i32 %635, i64 1
  %638 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %625, <2 x i32> %637, <8 x i32> %621, i32 1, i32 1, i32 1)
  %639 = load i32, ptr addrspace(3) %374, align 4
  %640 = load i32, ptr addrspace(3) %377, align 4
  %641 = insertelement <2 x i32> poison, i32 %639, i64 0
  %642 = insertelement <2 x i32> %641, i32 %640, i64 1
  %643 = load bfloat, ptr addrspace(3) %381, align 2
  %644 = load bfloat, ptr addrspace(3) %386, align 2
  %645 = load bfloat, ptr addrspace(3) %389, align 2
  %646 = load bfloat, ptr addrspace(3) %392, align 2
  %647 = insertelement <2 x bfloat> poison, bfloat %643, i64 0
  %648 = insertelement <2 x bfloat> %647, bfloat %644, i64 1
  %649 = bitcast <2 x bfloat> %648 to i32
  %650 = insertelement <2 x bfloat> poison, bfloat %645, i64 0
  %651 = insertelement <2 x bfloat> %650, bfloat %646, i64 1
  %652 = bitcast <2 x bfloat> %651 to i32
  %653 = insertelement <2 x i32> poison, i32 %649, i64 0
  %654 = insertelement <2 x i32> %653, i32 %652, i64 1
  %655 = tail call <8 x i32> @llvm.musa.bfmma.m32n32k16.mma(<2 x i32> %642, <2 x i32> %654, <8 x i32> %638, i32 1, i32 1, i32 1)
  %bc13 = bitcast <8 x i32> %655 to <8 x float>
  %656 = extractelement <8 x float> %bc13, i64 0
  store float %656, ptr addrspace(3) %253, align 4
  %657 = extractelement <8 x float> %bc13, i64 1
  store float %657, ptr addrspace(3) %254, align 4
  %658 = extractelement <8 x float> %bc13, i64 2
  store float %658, ptr addrspace(3) %255, align 4
  %659 = extractelement <8 x float> %bc13, i64 3
  store float %659, ptr addrspace(3) %256, align 4
  %660 = extractelement <8 x float> %bc13, i64 4
  store float %660, ptr addrspace(3) %257, align 4
  %661 = extractelement <8 x float> %bc13, i64 5
  store float %661, ptr addrspace(3) %258, align 4
  %662 = extractelement <8 x float> %bc13, i64 6
  store float %662, ptr addrspace(3) %259, align 4
  %663 = extractelement <8 x float> %bc13, i64 7
  store float %663, ptr addrspace(3) %260, align 4
  br label %664

664: ; preds = %605, %586
  tail call void @llvm.musa.syncthreads.lm()
  %665 = load <8 x float>, ptr addrspace(3) %150, align 16
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %666, label %672

666: ; preds = %664
  %667 = load float, ptr addrspace(3) %261, align 4
  %668 = load float, ptr addrspace(3) %213, align 4
  %669 = fmul contract float %667, %668
  %670 = load float, ptr addrspace(3) %262, align 4
  %671 = fadd contract float %669, %670
  store float %671, ptr addrspace(3) %261, align 4
  br label %672

672: ; preds = %666, %664
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %22, label %673, label %677

673: ; preds = %672
  %674 = load float, ptr addrspace(3) %211, align 4
  %675 = load float, ptr addrspace(3) %212, align 4
  %676 = tail call float @llvm.maxnum.f32(float %674, float %675)
  store float %676, ptr addrspace(3) %211, align 4
  br label %677

677: ; preds = %673, %672
  tail call void @llvm.musa.syncthreads.lm()
  store bfloat %422, ptr addrspace(3) %46, align 8
  store bfloat %421, ptr addrspace(3) %48, align 2
  store bfloat %420, ptr addrspace(3) %50, align 4
  store bfloat %419, ptr addrspace(3) %52, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %678 = extractelement <8 x float> %665, i64 0
  %679 = extractelement <8 x float> %665, i64 1
  %680 = extractelement <8 x float> %665, i64 2
  %681 = extractelement <8 x float> %665, i64 3
  %682 = extractelement <8 x float> %665, i64 4
  %683 = extractelement <8 x float> %665, i64 5
  %684 = extractelement <8 x float> %665, i64 6
  %685 = extractelement <8 x float> %665, i64 7
  br i1 %405, label %393, label %._crit_edge

._crit_edge: ; preds = %677, %58
  %686 = phi <8 x float> [ zeroinitializer, %58 ], [ %665, %677 ]
  %687 = getelementptr float, ptr addrspace(3) @global_smem, i32 %13
  %688 = load float, ptr addrspace(3) %687, align 4
  %689 = insertelement <8 x float> poison, float %688, i64 0
  %690 = shufflevector <8 x float> %689, <8 x float> poison, <8 x i32> zeroinitializer
  %691 = fdiv <8 x float> %686, %690
  %692 = fptrunc <8 x float> %691 to <8 x bfloat>
  %693 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17
  %694 = getelementptr bfloat, ptr addrspace(1) %693, i64 %11
  store <8 x bfloat> %692, ptr addrspace(1) %694, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 512}
